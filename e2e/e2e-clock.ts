import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "../lib/adapters/server/server-node-flags";
import { freePort, serverDist, waitUntil } from "./faults/fault-helpers";

// A production server of a spec's own (`npm start`'s compiled entry point, on a fresh embedded
// database with the demo data) whose clock the spec moves: Debian's libfaketime, preloaded, reads
// the offset ("+0", "+11m") from a file at most once a second. The server decides sudo mode's ten
// minutes, so the browser's clock is not enough; and a server of its own keeps the entries it
// writes "in the future" out of the journal the other specs read.

const FAKETIME_LIB = "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1";

export interface ClockServer {
  baseURL: string;
  /** Moves the server's clock `minutes` ahead of the real one and waits until the server reads it. */
  moveClock(request: APIRequestContext, minutes: number): Promise<void>;
  stop(): Promise<void>;
  /** What the server has written to stdout and stderr so far. */
  log(): string;
}

/** What every clock server runs with: a production build, quiet, syncs that succeed. */
const env: Record<string, string> = {
  NODE_ENV: "production",
  AUTH_SECRET: "e2e-clock-secret-0123456789abcdef0123456789abcdef",
  LOG_LEVEL: "warn",
  NEXT_TELEMETRY_DISABLED: "1",
  SYNC_SIMULATOR_FAILURE_RATE: "0",
};

export async function startClockServer(): Promise<ClockServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "e2e-clock-"));
  const clockFile = path.join(dir, "faketime");
  writeFileSync(clockFile, "+0\n");
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  let output = "";
  const server: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, `${serverDist}/start-server.js`], {
    cwd: process.cwd(),
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...inherited,
      ...env,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      PGLITE_DIR: path.join(dir, "pglite"),
      LD_PRELOAD: FAKETIME_LIB,
      FAKETIME_TIMESTAMP_FILE: clockFile,
      FAKETIME_CACHE_DURATION: "1",
      // Timers and timeouts keep real time.
      FAKETIME_DONT_FAKE_MONOTONIC: "1",
    },
  });
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill("SIGKILL");
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntil(async () => (await fetch(`${baseURL}/sign-in`).catch(() => null))?.status === 200, 90_000, () => `the clock server did not start:\n${output.slice(-3000)}`);
  } catch (error) {
    await stop();
    throw error;
  }

  /** The server's clock, from its Date header (Node writes it from its own clock, whole seconds). */
  const serverNow = async (request: APIRequestContext) => Date.parse((await request.get(`${baseURL}/sign-in`, { maxRedirects: 0 })).headers()["date"]!);
  return {
    baseURL,
    stop,
    log: () => output,
    async moveClock(request, minutes) {
      writeFileSync(clockFile, `+${minutes}m\n`);
      await expect
        .poll(async () => ((await serverNow(request)) - Date.now()) / 60_000, {
          message: `the server's clock should be ${minutes} min ahead (is faketime installed? apt-get install -y faketime)`,
          timeout: 10_000,
        })
        // Within half a minute of the offset asked for (the Date header has whole seconds).
        .toBeCloseTo(minutes, 0);
    },
  };
}
