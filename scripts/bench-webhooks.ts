// bench:webhooks: the webhook pipeline against a real receiver on 127.0.0.1.
//   1. Event-to-delivery latency: events written to the outbox one at a time while the
//      in-process worker runs (woken by LISTEN/NOTIFY, 1 s safety-net poll); p50/p99 from the
//      write to the arrival.
//   2. Drain rate: 1 000 deliveries already queued, sent by drainWebhooksOnce (batches of 50
//      in parallel, each attempt recorded); deliveries per second.
//   Targets (issue 12): p50 ≤ 20 ms, p99 ≤ 100 ms, drain ≥ 500/s; each line says whether it is met.
//
//   npm run bench:webhooks                          (embedded PGlite in memory)
//   BENCH_DATABASE_URL=postgres://… npm run bench:webhooks   (a fresh database on that server)
//   BENCH_EVENTS=200 BENCH_QUEUED=1000 to change the counts.
import { performance } from "node:perf_hooks";
import pg from "pg";

const serverUrl = process.env.BENCH_DATABASE_URL;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const QUEUED = Number(process.env.BENCH_QUEUED ?? 1000);

async function useFreshPostgres(url: string): Promise<() => Promise<void>> {
  const name = `bench_webhooks_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = new URL(url);
  database.pathname = `/${name}`;
  process.env.DATABASE_URL = database.toString();
  return async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}

// The environment is read once when lib/platform/env loads: settle it before importing the app.
const dropDatabase = serverUrl ? await useFreshPostgres(serverUrl) : undefined;
if (!serverUrl) {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
}
process.env.LOG_LEVEL ??= "warn";

const { createAccount } = await import("../lib/domains/accounts/create-account");
const { systemActor } = await import("../lib/domains/audit/actor");
const { closeDb, getDb } = await import("../lib/platform/db/client");
const { migrateDatabase } = await import("../lib/platform/db/migrate");
const { events } = await import("../lib/platform/db/schema");
const { enqueueEvent } = await import("../lib/domains/events/enqueue-event");
const { newId } = await import("../lib/platform/ids");
const { createWebhook } = await import("../lib/domains/webhooks/create-webhook");
const { fanOutEvents } = await import("../lib/domains/webhooks/fan-out-events");
const { drainWebhooksOnce, startWebhookWorker } = await import("../lib/domains/webhooks/start-webhook-worker");
const { startTestReceiver } = await import("../lib/testing/webhook-test-receiver");

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const actor = systemActor("bench");

async function measureLatency(accountId: string) {
  const arrivals = new Map<number, number>();
  const receiver = await startTestReceiver((index, response) => {
    const { data } = JSON.parse(receiver.requests[index]!.body) as { data: { sequence: number } };
    arrivals.set(data.sequence, performance.now());
    response.end("ok");
  });
  const { webhook, secret } = await createWebhook({ accountId, actor, url: receiver.url, events: ["token.created"], allowLoopback: true });
  receiver.secrets = [secret];
  const stop = startWebhookWorker({ allowLoopback: true });
  const latencies: number[] = [];
  for (let sequence = 0; sequence < EVENTS; sequence++) {
    const writtenAt = performance.now();
    await enqueueEvent(getDb(), { accountId, type: "token.created", data: { sequence } });
    while (!arrivals.has(sequence)) await new Promise((resolve) => setTimeout(resolve, 1));
    latencies.push(arrivals.get(sequence)! - writtenAt);
    // Events land at random moments, as they would in production (and at random points of the safety-net poll).
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 250));
  }
  await stop();
  await receiver.close();
  const verified = receiver.requests.every((request) => request.verifiedWith.length === 1);
  const sorted = latencies.sort((a, b) => a - b);
  return { webhookId: webhook.id, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1)!, verified };
}

async function measureDrain(accountId: string) {
  const receiver = await startTestReceiver();
  const { secret } = await createWebhook({ accountId, actor, url: receiver.url, events: ["invoice.created"], allowLoopback: true });
  receiver.secrets = [secret];
  const rows = Array.from({ length: QUEUED }, (_, sequence) => ({ id: newId("evt"), accountId, type: "invoice.created", data: { sequence } }));
  for (let start = 0; start < rows.length; start += 500) await getDb().insert(events).values(rows.slice(start, start + 500));
  while ((await fanOutEvents()) > 0);
  const started = performance.now();
  const result = await drainWebhooksOnce({ allowLoopback: true });
  const seconds = (performance.now() - started) / 1000;
  await receiver.close();
  const distinct = new Set(receiver.requests.map((request) => request.headers["webhook-id"])).size;
  return { seconds, succeeded: result.delivery.succeeded, distinct, rate: result.delivery.succeeded / seconds };
}

try {
  await migrateDatabase();
  const latencyAccount = (await createAccount({ actor, slug: "bench-latency", name: "Bench latency" })).id;
  const drainAccount = (await createAccount({ actor, slug: "bench-drain", name: "Bench drain" })).id;
  const database = serverUrl ? "PostgreSQL (fresh database)" : "PGlite (in memory)";
  process.stderr.write(`bench:webhooks on ${database}: ${EVENTS} events one at a time, then ${QUEUED} queued deliveries\n`);

  const latency = await measureLatency(latencyAccount);
  const drain = await measureDrain(drainAccount);
  console.log(`\nbench:webhooks — ${database}, receiver on 127.0.0.1`);
  const verdict = (met: boolean) => (met ? "target met" : "TARGET MISSED");
  console.log(`  event-to-delivery latency (${EVENTS} events, worker woken by LISTEN/NOTIFY):`);
  console.log(`    p50 ${latency.p50.toFixed(1)} ms (target ≤ 20 ms: ${verdict(latency.p50 <= 20)})`);
  console.log(`    p99 ${latency.p99.toFixed(1)} ms (target ≤ 100 ms: ${verdict(latency.p99 <= 100)})`);
  console.log(`    max ${latency.max.toFixed(1)} ms   all verified: ${latency.verified}`);
  console.log(`  drain of ${QUEUED} queued deliveries (batches of 50 in parallel):`);
  console.log(
    `    ${drain.succeeded} succeeded (${drain.distinct} distinct webhook-ids) in ${drain.seconds.toFixed(2)} s → ${drain.rate.toFixed(0)} deliveries/s (target ≥ 500/s: ${verdict(drain.rate >= 500)})`,
  );
  if (drain.succeeded !== QUEUED || drain.distinct !== QUEUED) process.exitCode = 1;
} finally {
  await closeDb();
  await dropDatabase?.();
}
