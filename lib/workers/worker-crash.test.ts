import { spawn, type ChildProcess } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { getDb } from "../db/client";
import { events, webhookDeliveries } from "../db/schema";
import { newId } from "../ids";
import { createWebhook } from "../webhooks/create-webhook";
import { startTestReceiver, type TestReceiver } from "../webhooks/webhook-test-receiver";

// At-least-once across a crash: the real worker process (`npm run worker`) is killed with
// SIGKILL in the middle of a burst, started again, and every event still reaches a counting
// receiver. PostgreSQL only: the worker is a second process on the same database, which the
// embedded PGlite (one process at a time) cannot be.

const onPostgres = process.env.VITEST_DATABASE === "postgres";
const BURST = 200;
/** The claim lease of the restarted worker: in-flight deliveries of the killed one come back after it. */
const LEASE_MS = 2_000;

if (!onPostgres) console.warn("worker-crash.test.ts: SKIPPED on PGlite (needs TEST_DATABASE_URL: a worker is a second process).");

const workers: ChildProcess[] = [];

/** Starts `tsx lib/workers/run-worker.ts` in a process group of its own and waits until its webhook worker runs. */
function startWorker(): Promise<ChildProcess> {
  const child = spawn("node_modules/.bin/tsx", ["--tsconfig", "tsconfig.json", "lib/workers/run-worker.ts"], {
    cwd: process.cwd(),
    // A group of its own, so SIGKILL reaches tsx's Node child too (a killed parent cannot relay it).
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      DATABASE_URL: process.env.DATABASE_URL,
      NODE_ENV: "development",
      LOG_LEVEL: "info",
      WEBHOOKS_ALLOW_LOOPBACK: "true",
      WEBHOOKS_CLAIM_LEASE_MS: String(LEASE_MS),
    },
  });
  workers.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output.slice(-2000)}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("webhook worker started")) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`worker exited (${code}):\n${output.slice(-2000)}`)));
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
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

afterAll(async () => {
  for (const child of workers) killGroup(child, "SIGKILL");
});

describe.skipIf(!onPostgres)("the worker process (PostgreSQL only)", () => {
  it("delivers every event of a burst at least once although it is SIGKILLed in the middle", { timeout: 180_000 }, async () => {
    // A slow receiver (40 ms per request) stretches the burst so the kill lands inside it.
    const receiver = await startTestReceiver((_index, response) => setTimeout(() => response.end("ok"), 40));
    try {
      const accountId = (await createAccount({ actor: systemActor(), slug: "worker-crash", name: "Worker crash" })).id;
      const { secret } = await createWebhook({ accountId, actor: systemActor(), url: receiver.url, events: ["*"], allowLoopback: true });
      receiver.secrets = [secret];

      const first = await startWorker();
      const burst = Array.from({ length: BURST }, (_, index) => ({
        id: newId("evt"),
        accountId,
        type: "token.created",
        data: { sequence: index },
      }));
      await getDb().insert(events).values(burst);

      await waitFor(() => receiver.requests.length >= 30, 60_000, "the first deliveries");
      killGroup(first, "SIGKILL");
      await exited(first);
      const atKill = distinctIds(receiver).size;
      expect(atKill, "the kill must land in the middle of the burst").toBeLessThan(BURST);

      const second = await startWorker();
      await waitFor(() => distinctIds(receiver).size >= BURST, 120_000, `${BURST} distinct deliveries`);
      await waitFor(
        async () => (await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.accountId, accountId))).every((row) => row.status === "succeeded"),
        30_000,
        "every delivery recorded as succeeded",
      );
      // A graceful stop this time: it finishes its tick and closes its pool before the database is dropped.
      killGroup(second, "SIGTERM");
      await exited(second);

      const sequences = new Set(receiver.requests.map((request) => (JSON.parse(request.body) as { data: { sequence: number } }).data.sequence));
      expect(sequences.size).toBe(BURST);
      expect(distinctIds(receiver).size).toBe(BURST);
      expect(receiver.requests.every((request) => request.verifiedWith.includes(0))).toBe(true);
      const rows = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.accountId, accountId));
      expect(rows).toHaveLength(BURST);
      console.info(
        `worker crash: ${atKill} distinct deliveries before SIGKILL, ${receiver.requests.length} requests in all for ${BURST} events (${receiver.requests.length - BURST} repeated)`,
      );
    } finally {
      await receiver.close();
    }
  });
});
