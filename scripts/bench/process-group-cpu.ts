import fs from "node:fs";

// CPU time a server's process group used (user + system, every process in it: tsx's wrapper, the
// server, a forked child), from /proc. Per request it is the figure a busy machine disturbs
// least: other work slows a server's answers, but hardly changes the CPU each answer costs.

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

/** Seconds of CPU used so far by the processes of group `pgid` (Linux only; 0 elsewhere). */
export function processGroupCpuSeconds(pgid: number): number {
  let ticks = 0;
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc");
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // After the command name (in parentheses, which may hold spaces): state, ppid, pgrp, …
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
  }
  return ticks / TICKS_PER_SECOND;
}
