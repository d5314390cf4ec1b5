// Where an app request's time goes: starts the API process (`npm run start:api`, the same /v1
// listener as `npm start`'s API process, without the forked customer area) under `node --cpu-prof` on a
// throw-away PostgreSQL database with Redis, drives GET /v1/modules as bench:api does (300 tokens
// rotating, 16 connections) for a few seconds, stops it, leaves the .cpuprofile in PROFILE_DIR
// (default .data/profiles) for Chrome DevTools and prints its top frames by self and total time
// over the measured seconds, and by part of the pipeline in µs per answer (scripts/bench/summarise-cpu-profile.ts).
//
//   npx tsx --tsconfig tsconfig.json scripts/bench/profile-api.ts
//   (BENCH_PORT, BENCH_SECONDS, BENCH_REDIS_URL, BENCH_DATABASE_URL as in bench:api)
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../lib/adapters/server/server-node-flags";
import { benchRedisUrl, benchServerEnv, createBenchDatabase, prepareBenchDatabase, waitForServer } from "./bench-server";
import { runAutocannon } from "./run-autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 3425);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const directory = path.resolve(process.env.PROFILE_DIR ?? ".data/profiles", `api-${Date.now()}`);

const database = await createBenchDatabase("profile_api");
try {
  const { tokens } = await prepareBenchDatabase(database.url, 300);
  const env = { ...process.env, ...benchServerEnv(database.url), REDIS_URL: benchRedisUrl, PORT: String(PORT), HOSTNAME: "127.0.0.1" } as NodeJS.ProcessEnv;
  const server = spawn("node", [...SERVER_NODE_FLAGS, "--cpu-prof", `--cpu-prof-dir=${directory}`, "--import", "tsx", "lib/adapters/composition/start-api.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  await waitForServer(`http://127.0.0.1:${PORT}/healthz`);
  await runAutocannon(`http://127.0.0.1:${PORT}/v1/modules`, tokens, 3, 16);
  console.log(`load average ${os.loadavg().map((load) => load.toFixed(2)).join(" ")}`);
  const measured = await runAutocannon(`http://127.0.0.1:${PORT}/v1/modules`, tokens, SECONDS, 16);
  console.log(measured);
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  const apiProfile = fs.readdirSync(directory).find((name) => name.endsWith(".cpuprofile"));
  console.log(`profiles written to ${directory}`);
  if (apiProfile) {
    const summary = execFileSync("node_modules/.bin/tsx", ["scripts/bench/summarise-cpu-profile.ts", path.join(directory, apiProfile), "25", String(SECONDS), String(measured.requests)], { encoding: "utf8" });
    console.log(summary);
  }
} finally {
  await database.drop();
}
