// Summarises a V8 .cpuprofile (as `node --cpu-prof` writes it): the top frames by self time and
// by total time (a frame's own time plus its callees', each frame counted once per stack), as
// shares of the sampled time with idle and GC shown apart, and the busy time by part of the /v1
// pipeline (pipeline-parts.ts). Used for the README's speed section.
//
//   npx tsx scripts/bench/summarise-cpu-profile.ts <file.cpuprofile> [top=20] [seconds] [answers]
// With `seconds`, only the samples of that many seconds before the profile's end count (the
// load, without the process's start-up and warm-up); with `answers` (how many requests were
// answered in those seconds), each part is also printed in µs per answer.
import fs from "node:fs";
import path from "node:path";
import { HTTP_PART, PIPELINE_PARTS, SOCKET_WRITERS } from "./pipeline-parts";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArgument, secondsArgument, answersArgument] = process.argv.slice(2);
if (!file) throw new Error("usage: summarise-cpu-profile.ts <file.cpuprofile> [top]");
const top = Number(topArgument ?? 20);
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** A frame's name as a reader finds it: function, file (inside node_modules: the package) and line. */
function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || "(anonymous)";
  if (!url) return name;
  const modules = url.lastIndexOf("node_modules/");
  const where = modules >= 0 ? url.slice(modules + "node_modules/".length) : path.relative(process.cwd(), url.replace(/^file:\/\//, ""));
  return `${name} ${where}:${lineNumber + 1}`;
}

// Each sample's time since the start; with `seconds`, earlier ones are left out.
const times: number[] = [];
profile.timeDeltas.reduce((elapsed, delta, index) => (times[index] = elapsed + delta), 0);
const from = secondsArgument ? (times.at(-1) ?? 0) - Number(secondsArgument) * 1e6 : -Infinity;

/** The part of the pipeline a sample's stack belongs to: its innermost frame that a part names. */
const partOfNode = new Map<number, string>();
function partOf(nodeId: number): string {
  const known = partOfNode.get(nodeId);
  if (known) return known;
  // A socket write (HTTP_PART) belongs to whoever wrote: a Redis or PostgreSQL client further
  // up the stack takes it; the answer's own write has none above it and stays HTTP's.
  let part = "other";
  for (let id: number | undefined = nodeId; id !== undefined; id = parentOf.get(id)) {
    const { functionName, url } = byId.get(id)!.callFrame;
    if (functionName === "(garbage collector)") {
      part = "garbage collector";
      break;
    }
    const found = PIPELINE_PARTS.find(([, frame]) => frame.test(functionName) || frame.test(url))?.[0];
    if (found === HTTP_PART) part = HTTP_PART;
    else if (found) {
      part = part === HTTP_PART && !SOCKET_WRITERS.includes(found) ? HTTP_PART : found;
      break;
    }
  }
  partOfNode.set(nodeId, part);
  return part;
}

// Time per sample: each sample's delta is the time until the next one.
const selfTime = new Map<string, number>();
const totalTime = new Map<string, number>();
const partTime = new Map<string, number>();
let sampled = 0;
let idle = 0;
profile.samples.forEach((nodeId, index) => {
  const delta = profile.timeDeltas[index + 1] ?? 0;
  if (times[index]! < from) return;
  const leaf = byId.get(nodeId)!;
  sampled += delta;
  if (leaf.callFrame.functionName === "(idle)") idle += delta;
  if (leaf.callFrame.functionName !== "(idle)") partTime.set(partOf(nodeId), (partTime.get(partOf(nodeId)) ?? 0) + delta);
  const leafName = frameName(leaf);
  selfTime.set(leafName, (selfTime.get(leafName) ?? 0) + delta);
  const seen = new Set<string>();
  for (let id: number | undefined = nodeId; id !== undefined; id = parentOf.get(id)) {
    const name = frameName(byId.get(id)!);
    if (seen.has(name)) continue;
    seen.add(name);
    totalTime.set(name, (totalTime.get(name) ?? 0) + delta);
  }
});

const busy = sampled - idle;
const percent = (value: number, of: number) => `${((100 * value) / of).toFixed(1).padStart(5)} %`;
function print(title: string, times: Map<string, number>): void {
  console.log(`\n${title} (share of busy time)`);
  const rows = [...times].filter(([name]) => !name.startsWith("(idle)") && !name.startsWith("(root)") && !name.startsWith("(program)")).sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [name, time] of rows) console.log(`${percent(time, busy)}  ${name}`);
}
console.log(`${path.basename(file)}: ${(sampled / 1e6).toFixed(1)} s sampled, ${percent(idle, sampled)} idle, (program) ${percent(selfTime.get("(program)") ?? 0, busy)}, GC ${percent(selfTime.get("(garbage collector)") ?? 0, busy)} of busy time`);
print("self time", selfTime);
print("total time", totalTime);

const answers = Number(answersArgument ?? 0);
console.log(`\nby part of the pipeline (share of busy time${answers ? ", µs of CPU per answer" : ""})`);
for (const [part, time] of [...partTime].sort((a, b) => b[1] - a[1])) {
  console.log(`${percent(time, busy)}${answers ? `  ${(time / answers).toFixed(1).padStart(6)} µs` : ""}  ${part}`);
}
if (answers) console.log(`${"".padStart(7)}  ${(busy / answers).toFixed(1).padStart(6)} µs  in all`);
