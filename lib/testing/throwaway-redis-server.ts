import { spawn, spawnSync } from "node:child_process";
import { Redis } from "ioredis";
import { freePort } from "./free-port";

// A redis-server of the test's own, for faults the shared one must not suffer (CONFIG SET
// maxmemory makes it refuse writes). Nothing is saved; stop() ends only this process.

export interface ThrowawayRedisServer {
  url: string;
  /** A connection of the test's own, for CONFIG and inspection. */
  admin: Redis;
  stop: () => Promise<void>;
}

export const hasRedisServerBinary = () => spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;

export async function startThrowawayRedisServer(): Promise<ThrowawayRedisServer> {
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  const admin = new Redis(url, { retryStrategy: (times) => (times > 50 ? null : 100) });
  admin.on("error", () => {}); // refused until the server is listening; ping() waits for it
  await admin.ping();
  return {
    url,
    admin,
    stop: async () => {
      admin.disconnect();
      child.kill();
      await exited;
    },
  };
}
