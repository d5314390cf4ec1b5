import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { ServerResponse } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../domains/accounts/create-account";
import { systemActor } from "../../domains/audit/actor";
import { getDb } from "../../platform/db/client";
import { events, webhookDeliveries } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { startTcpProxy } from "../../testing/tcp-proxy";
import { createWebhook } from "../../domains/webhooks/create-webhook";
import { startTestReceiver, type TestReceiver } from "../../testing/webhook-test-receiver";

// Fault specs for the real worker process (`npm run worker`): killed with SIGKILL mid-burst,
// stopped with SIGTERM while its requests hang, and cut off from its database. PostgreSQL only:
// the worker is a second process on the same database, which the embedded PGlite (one process
// at a time) cannot be. The outage goes through a TCP proxy this file controls, never the
// shared server.

const onPostgres = process.env.VITEST_DATABASE === "postgres";
const BURST = 200;
/** The worker's default claim batch: what a crash may send twice at most. */
const BATCH = 50;

if (!onPostgres) console.warn("worker-crash.test.ts: SKIPPED on PGlite (needs TEST_DATABASE_URL: a worker is a second process).");

const workers: ChildProcess[] = [];

interface Worker {
  child: ChildProcess;
  output: () => string;
}

// The worker as `npm run worker` runs it: compiled by the build's own step (scripts/build-server.mjs)
// from the sources under test, into a directory of this file's own inside the project, so its
// packages resolve from node_modules as they do from dist/.
const compiledDir = path.join(".data", `worker-crash-build-${process.pid}`);

beforeAll(() => {
  if (!onPostgres) return;
  const build = spawnSync(process.execPath, ["scripts/build-server.mjs", compiledDir], { encoding: "utf8" });
  if (build.status !== 0) throw new Error(`build-server failed:\n${build.stderr}`);
});

/** Starts the compiled worker in a process group of its own and waits until its webhook worker runs. */
function startWorker(env: Record<string, string> = {}): Promise<Worker> {
  const child = spawn(process.execPath, [path.join(compiledDir, "run-worker.js")], {
    cwd: process.cwd(),
    // A group of its own, so the clean-up's SIGKILL reaches whatever it may have started.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL, NODE_ENV: "development", LOG_LEVEL: "info", WEBHOOKS_ALLOW_LOOPBACK: "true", ...env },
  });
  workers.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output.slice(-2000)}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("webhook worker started")) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`worker exited (${code}):\n${output.slice(-2000)}`)));
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", resolve));

const distinctIds = (receiver: TestReceiver) => new Set(receiver.requests.map((request) => String(request.headers["webhook-id"])));

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An account with one webhook (every event) pointing at `receiver`. */
async function subscribe(slug: string, receiver: TestReceiver): Promise<string> {
  const accountId = (await createAccount({ actor: systemActor(), slug, name: slug })).id;
  const { secret } = await createWebhook({ accountId, actor: systemActor(), url: receiver.url, events: ["*"], allowLoopback: true });
  receiver.secrets = [secret];
  return accountId;
}

async function queueBurst(accountId: string, count = BURST) {
  const burst = Array.from({ length: count }, (_, index) => ({ id: newId("evt"), accountId, type: "token.created", data: { sequence: index } }));
  await getDb().insert(events).values(burst);
}

const allSucceeded = (accountId: string) => async () =>
  (await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.accountId, accountId))).every((row) => row.status === "succeeded");

afterAll(async () => {
  for (const child of workers) signalGroup(child, "SIGKILL");
  fs.rmSync(compiledDir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)("the worker process (PostgreSQL only)", () => {
  it("loses nothing when SIGKILLed mid-burst, and the killed worker's claims are sent within 15 s of a restart", { timeout: 120_000 }, async () => {
    // A slow receiver (40 ms per request) stretches the burst so the kill lands inside it.
    const firstArrival = new Map<string, number>();
    const receiver: TestReceiver = await startTestReceiver((index, response) => {
      const id = String(receiver.requests[index]!.headers["webhook-id"]);
      if (!firstArrival.has(id)) firstArrival.set(id, Date.now());
      setTimeout(() => response.end("ok"), 40);
    });
    try {
      const accountId = await subscribe("worker-crash", receiver);
      const first = await startWorker();
      await queueBurst(accountId);

      await waitFor(() => receiver.requests.length >= 30, 60_000, "the first deliveries");
      signalGroup(first.child, "SIGKILL");
      await exited(first.child);
      const killedAt = Date.now();
      const atKill = distinctIds(receiver).size;
      expect(atKill, "the kill must land in the middle of the burst").toBeLessThan(BURST);

      // The default 10 s lease: the killed worker's claims come back within it, not after a minute.
      const second = await startWorker();
      const restartedAt = Date.now();
      await waitFor(() => distinctIds(receiver).size >= BURST, 60_000, `${BURST} distinct deliveries`);
      const lastArrivalAfterRestart = Math.max(...firstArrival.values()) - restartedAt;
      await waitFor(allSucceeded(accountId), 30_000, "every delivery recorded as succeeded");
      signalGroup(second.child, "SIGTERM");
      await exited(second.child);

      const sequences = new Set(receiver.requests.map((request) => (JSON.parse(request.body) as { data: { sequence: number } }).data.sequence));
      expect(sequences.size).toBe(BURST);
      expect(receiver.requests.every((request) => request.verifiedWith.includes(0))).toBe(true);
      expect(await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.accountId, accountId))).toHaveLength(BURST);
      const repeated = receiver.requests.length - BURST;
      expect(repeated, "duplicates stay within one batch").toBeLessThanOrEqual(BATCH);
      expect(lastArrivalAfterRestart, "every delivery arrived within 15 s of the restart").toBeLessThanOrEqual(15_000);
      console.info(
        `worker SIGKILL: ${atKill}/${BURST} delivered before the kill; restarted ${((restartedAt - killedAt) / 1000).toFixed(1)} s after it; ` +
          `all ${BURST} delivered ${(lastArrivalAfterRestart / 1000).toFixed(1)} s after the restart; ${repeated} sent twice`,
      );
    } finally {
      await receiver.close();
    }
  });

  it("on SIGTERM hands back the claims it cannot finish, and the replacement sends them within 5 s", { timeout: 120_000 }, async () => {
    // The first batch hangs (the receiver never answers it), so the stopping worker cannot finish it.
    const held: ServerResponse[] = [];
    const receiver = await startTestReceiver((index, response) => {
      if (index < BATCH) held.push(response);
      else response.end("ok");
    });
    try {
      const accountId = await subscribe("worker-sigterm", receiver);
      const stopping = await startWorker({ WORKER_STOP_TIMEOUT_MS: "1000" });
      await queueBurst(accountId, BATCH);
      await waitFor(() => receiver.requests.length >= BATCH, 30_000, "the first batch in flight");
      const replacement = await startWorker();

      signalGroup(stopping.child, "SIGTERM");
      await exited(stopping.child);
      const stoppedAt = Date.now();
      expect(stopping.child.exitCode, "the stopping worker exits cleanly").toBe(0);
      expect(stopping.output()).toContain("claims were released");
      expect(stopping.output(), "every claim of the hanging batch is handed back").toContain(`"released":${BATCH}`);

      await waitFor(allSucceeded(accountId), 5_000, "the released claims delivered by the replacement").catch((error: Error) => {
        throw new Error(`${error.message}\nreplacement's log:\n${replacement.output().slice(-3000)}`);
      });
      const handedOverMs = Date.now() - stoppedAt;
      expect(distinctIds(receiver).size).toBe(BATCH);
      console.info(`worker SIGTERM: ${BATCH} claims released; the replacement delivered them ${(handedOverMs / 1000).toFixed(1)} s after the old worker exited`);
      signalGroup(replacement.child, "SIGTERM");
      await exited(replacement.child);
    } finally {
      for (const response of held) response.destroy();
      await receiver.close();
    }
  });

  it("survives losing its database, says once that it is degraded and once that it recovered, then delivers", { timeout: 120_000 }, async () => {
    const database = new URL(process.env.DATABASE_URL!);
    const proxy = await startTcpProxy({ host: database.hostname, port: Number(database.port || 5432) });
    const throughProxy = new URL(database);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    const receiver = await startTestReceiver();
    try {
      const accountId = await subscribe("worker-outage", receiver);
      const worker = await startWorker({ DATABASE_URL: throughProxy.toString() });
      await proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 4000)); // several failed passes
      await queueBurst(accountId, 10); // written while the worker cannot see the database
      expect(worker.child.exitCode, `the worker is still running:\n${worker.output().slice(-3000)}`).toBeNull();
      await proxy.restore();

      await waitFor(() => distinctIds(receiver).size >= 10, 30_000, "the deliveries after the outage");
      await waitFor(allSucceeded(accountId), 10_000, "every delivery recorded as succeeded");
      // Said when the pass that delivered them ends, a moment after the rows are written.
      await waitFor(() => worker.output().includes("webhook worker recovered"), 10_000, "the recovery line");
      const lines = worker.output();
      expect(lines.match(/webhook worker degraded/g)?.length, lines.slice(-2000)).toBe(1);
      expect(lines.match(/webhook worker recovered/g)?.length).toBe(1);
      expect(lines).not.toMatch(/uncaught|unhandled/i);
      worker.child.kill("SIGTERM"); // to the process alone, as an orchestrator signals its main process
      await exited(worker.child);
      expect(worker.child.exitCode, worker.output().slice(-1500)).toBe(0);
    } finally {
      await receiver.close();
      await proxy.close();
    }
  });
});
