// Where an app request's time goes: starts `npm run start:api`'s server under `node --cpu-prof` on a
// throw-away PostgreSQL database with Redis, drives GET /v1/modules for a few seconds, stops it,
// and leaves the .cpuprofile in PROFILE_DIR (default .data/profiles) for Chrome DevTools.
//
//   npx tsx --tsconfig tsconfig.json scripts/bench/profile-api.ts   (needs a build, like bench:api)
import { spawn } from "node:child_process";
import path from "node:path";
import { benchServerEnv, createBenchDatabase, prepareBenchDatabase, requireBuild, waitForServer } from "./bench-server";
import { runAutocannon } from "./run-autocannon";

const PORT = 3425;
const directory = path.resolve(process.env.PROFILE_DIR ?? ".data/profiles");
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/13";

requireBuild();
const database = await createBenchDatabase("profile_api");
try {
  const { tokens } = await prepareBenchDatabase(database.url, 120);
  const env = { ...process.env, ...benchServerEnv(database.url), REDIS_URL: redisUrl, PORT: String(PORT), HOSTNAME: "127.0.0.1" } as NodeJS.ProcessEnv;
  const server = spawn("node", ["--cpu-prof", `--cpu-prof-dir=${directory}`, "--import", "tsx", "lib/adapters/server/start-api.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  await waitForServer(`http://127.0.0.1:${PORT}/sign-in`);
  await runAutocannon(`http://127.0.0.1:${PORT}/v1/modules`, tokens, 3, 16);
  console.log(await runAutocannon(`http://127.0.0.1:${PORT}/v1/modules`, tokens, 8, 16));
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  console.log(`profile written to ${directory}`);
} finally {
  await database.drop();
}
