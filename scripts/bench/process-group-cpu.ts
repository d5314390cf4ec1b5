import fs from "node:fs";

// CPU time a server's process group used (user + system, every process in it: tsx's wrapper, the
// server, a forked child), from /proc. Per request it is the figure a busy machine disturbs
// least: other work slows a server's answers, but hardly changes the CPU each answer costs.

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

/** Seconds of CPU used so far by the processes of group `pgid` (Linux only; 0 elsewhere). */
export function processGroupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const used of ticksByPid((fields) => Number(fields[2]) === pgid).values()) ticks += used;
  return ticks / TICKS_PER_SECOND;
}

/**
 * CPU ticks used so far by process `pid` and by each of its children, by pid: a PostgreSQL
 * server's postmaster and its backends, which each start a session (and a process group) of
 * their own. Compare two with cpuSecondsBetween.
 */
export function processAndChildrenTicks(pid: number): Map<string, number> {
  return ticksByPid((fields, entry) => Number(entry) === pid || Number(fields[1]) === pid);
}

/** Seconds of CPU used between two snapshots by the processes alive at the second (a process gone meanwhile is not counted). */
export function cpuSecondsBetween(before: Map<string, number>, after: Map<string, number>): number {
  let ticks = 0;
  for (const [pid, used] of after) ticks += used - (before.get(pid) ?? 0);
  return ticks / TICKS_PER_SECOND;
}

/** The parent of process `pid` (e.g. a PostgreSQL backend's postmaster). */
export function parentPidOf(pid: number): number {
  return Number(statFields(fs.readFileSync(`/proc/${pid}/stat`, "utf8"))[1]);
}

/** After the command name (in parentheses, which may hold spaces): state, ppid, pgrp, …, utime (11), stime (12). */
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(")") + 2).split(" ");

/** CPU ticks (user + system) of every process `counts` picks by its stat fields and pid, by pid. */
function ticksByPid(counts: (fields: string[], pid: string) => boolean): Map<string, number> {
  const ticks = new Map<string, number>();
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc");
  } catch {
    return ticks;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    const fields = statFields(stat);
    if (!counts(fields, entry)) continue;
    ticks.set(entry, Number(fields[11]) + Number(fields[12])); // utime, stime
  }
  return ticks;
}

/** CPU seconds of group `pgid`'s threads, split into each process's main thread and all its other threads (GC helpers, libuv's pool). */
export function threadCpuSeconds(pgid: number): { main: number; others: number } {
  const split = { main: 0, others: 0 };
  for (const pid of ticksByPid((fields) => Number(fields[2]) === pgid).keys()) {
    let tasks: string[];
    try {
      tasks = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        const fields = statFields(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8"));
        split[tid === pid ? "main" : "others"] += (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      } catch {
        // gone meanwhile
      }
    }
  }
  return split;
}
