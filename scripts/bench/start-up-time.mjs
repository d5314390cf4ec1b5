// Time from spawning a server command to its first 200 on /healthz, a few rounds, on a free port
// and an in-memory embedded database (or DATABASE_URL, when set). Compares how `npm start` starts:
//   node scripts/bench/start-up-time.mjs 5 node dist/start-server.js
//   node scripts/bench/start-up-time.mjs 5 node_modules/.bin/tsx lib/adapters/composition/start-server.ts
import { spawn } from "node:child_process";
import net from "node:net";

const [roundsArgument, command, ...args] = process.argv.slice(2);
if (!command) throw new Error("usage: start-up-time.mjs ROUNDS COMMAND [ARGS...]");

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function oneStart() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    detached: true,
    stdio: "ignore",
    env: { PGLITE_DIR: "memory://", ...process.env, PORT: String(port), HOSTNAME: "127.0.0.1", NODE_ENV: "production", SEED_ON_START: "false", LOG_LEVEL: "warn", AUTH_SECRET: "start-up-time-0123456789abcdef0123456789abcdef" },
  });
  try {
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.status, () => 0);
      if (status === 200) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`${command} exited (${child.exitCode}) before answering`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  }
}

const times = [];
for (let round = 0; round < Number(roundsArgument); round++) times.push(await oneStart());
const sorted = [...times].sort((a, b) => a - b);
console.log(`${command} ${args.join(" ")}: first /healthz 200 after ${times.map((ms) => Math.round(ms)).join(", ")} ms (median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms)`);
