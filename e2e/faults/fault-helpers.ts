import { spawn } from "node:child_process";
import { freePort } from "../../lib/testing/free-port";

// What the fault specs share: bounded waits, a free loopback port, and a command run to its end.

export { freePort };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, message: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(message());
    await sleep(250);
  }
}

export function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: process.cwd(), env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed:\n${errors.slice(-2000)}`))));
  });
}

/** The environment without REDIS_URL: a fault spec's own server keeps its limits in memory. */
export function withoutRedis(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { REDIS_URL: _ignored, ...rest } = env;
  return rest;
}

/** This run's compiled entry points, as scripts/e2e-server.sh built them (`npm run build`'s dist/). */
export const serverDist = process.env.NEXT_DIST_DIR ? `${process.env.NEXT_DIST_DIR}-dist` : "dist";
