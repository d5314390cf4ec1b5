import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pgbouncerBinary, startThrowawayPgbouncer, type ThrowawayPgbouncer } from "../../testing/throwaway-pgbouncer";

// The app behind PgBouncer in transaction mode, as README "PgBouncer" tells operators to run it:
// DATABASE_URL is the pooler, DATABASE_LISTEN_URL the server itself. This file's own process is
// pointed there before any service loads (so every query below goes through the pooler), then
// runs key parts of the service suite, and the cross-instance cases with two app instances set
// up the same way. PostgreSQL only (PGlite has no pooler); skipped when pgbouncer is not installed.

const onServer = process.env.VITEST_DATABASE === "postgres";
const binary = pgbouncerBinary();
if (!onServer) console.warn("pgbouncer.test: needs a PostgreSQL server (TEST_DATABASE_URL), so it is SKIPPED on PGlite.");
else if (!binary) console.warn("pgbouncer.test: pgbouncer is not installed (apt-get install pgbouncer), so it is SKIPPED.");
const runs = onServer && binary !== undefined;

const directUrl = process.env.DATABASE_URL!;
let bouncer: ThrowawayPgbouncer | undefined;
if (runs) {
  bouncer = await startThrowawayPgbouncer(directUrl);
  // The set-up file opened the database directly: close it, and load every module afresh so
  // lib/platform/env.ts reads the pooled environment.
  await (await import("./client")).closeDb();
  process.env.DATABASE_URL = bouncer.url;
  process.env.DATABASE_LISTEN_URL = directUrl;
  delete process.env.DATABASE_PREPARED_STATEMENTS;
  vi.resetModules();
}

const { getDb, subscribeToDatabase, closeDb, SESSION_APPLICATION_NAME } = await import("./client");
const { migrateDatabase, MIGRATION_LOCK_KEY } = await import("./migrate");
const { namedPreparedStatements } = await import("../env");
const { systemActor } = await import("../../domains/audit/actor");
const { createAccount } = await import("../../domains/accounts/create-account");
const { createAccessToken } = await import("../../domains/access-tokens/create-access-token");
const { revokeAccessToken } = await import("../../domains/access-tokens/revoke-access-token");
const { findVerifiedToken } = await import("../../domains/access-tokens/verified-token-cache");
const { hashAccessToken } = await import("../../domains/access-tokens/token-format");
const { listAuditEntries } = await import("../../domains/audit/list-audit-entries");
const { createWebhook } = await import("../../domains/webhooks/create-webhook");
const { sendTestEvent } = await import("../../domains/webhooks/send-test-event");
const { claimDueDeliveries } = await import("../../domains/webhooks/claim-due-deliveries");
const { INVALIDATION_CHANNEL } = await import("../cache/invalidation-bus");
const { describeTwoInstances } = await import("../cache/testing/two-instance-suite");
const { instanceEnv } = await import("../cache/testing/instance-process");
const { postgresRequestLogWriter } = await import("../../domains/request-log/postgres-request-log-writer");
const { writeRecords } = await import("../../domains/request-log/request-log-writer");
const { sql } = await import("drizzle-orm");

const actor = systemActor();
let accountId: string;

beforeAll(async () => {
  if (!runs) return;
  accountId = (await createAccount({ actor, slug: `pgbouncer-${randomUUID().slice(0, 8)}`, name: "PgBouncer" })).id;
});

afterAll(async () => {
  await closeDb();
  await bouncer?.stop();
});

describe.skipIf(!runs)("through PgBouncer in transaction mode", () => {
  it("goes through the pooler, which shares a few server connections among the app's pool, with named statements off", async () => {
    expect(namedPreparedStatements).toBe(false);
    const pool = getDb().$client as pg.Pool;
    expect(pool.options.connectionString).toBe(bouncer!.url);
    const pids = await Promise.all(
      Array.from({ length: 30 }, async () => ((await getDb().execute(sql`select pg_backend_pid() as pid, pg_sleep(0.02)`)).rows[0] as { pid: number }).pid),
    );
    expect(pool.totalCount).toBeGreaterThan(3);
    expect(new Set(pids).size).toBeLessThanOrEqual(3);
  });

  it("migrates under the advisory lock of a direct session and leaves no lock behind", async () => {
    // Another process holds the migration lock: the migration waits for it, on its own session.
    const other = new pg.Client({ connectionString: directUrl });
    await other.connect();
    try {
      await other.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      const migrating = Promise.all([migrateDatabase(), migrateDatabase()]);
      const waiters = async () =>
        (
          await other.query<{ application_name: string }>(
            "select a.application_name from pg_locks l join pg_stat_activity a using (pid) where l.locktype = 'advisory' and not l.granted",
          )
        ).rows.map((row) => row.application_name);
      await vi.waitFor(async () => expect(await waiters()).toEqual([SESSION_APPLICATION_NAME, SESSION_APPLICATION_NAME]), { timeout: 5000 });
      await other.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      await migrating;
      expect((await other.query("select count(*)::int as held from pg_locks where locktype = 'advisory'")).rows[0].held).toBe(0);
    } finally {
      await other.end();
    }
  });

  it("creates access tokens and verifies 40 of them at once over a few server connections", async () => {
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, index) => createAccessToken({ accountId, actor, name: `t${index}`, scopes: ["read"], expiresInSeconds: 3600 })),
    );
    const verified = await Promise.all(created.map(({ token }) => findVerifiedToken(hashAccessToken(token))));
    expect(verified.map((token) => token?.id)).toEqual(created.map(({ record }) => record.id));
    expect(await findVerifiedToken(hashAccessToken(`${created[0]!.token}x`))).toBeUndefined();
  });

  it("pages the audit journal to its end with keyset cursors", async () => {
    const seen: string[] = [];
    let after = null;
    do {
      const page: Awaited<ReturnType<typeof listAuditEntries>> = await listAuditEntries({ accountId, limit: 7, after });
      seen.push(...page.entries.map((entry) => entry.id));
      after = page.next;
    } while (after);
    // The account's creation and its 40 tokens, each once.
    expect(seen.length).toBeGreaterThanOrEqual(41);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("claims each due webhook delivery once, with concurrent claimers", async () => {
    const { webhook } = await createWebhook({ accountId, actor, url: "https://receiver.example/hook", events: ["*"], allowLoopback: true });
    const now = new Date();
    const sent = await Promise.all(Array.from({ length: 12 }, () => sendTestEvent({ accountId, actor, webhookId: webhook.id, now })));
    const claims = await Promise.all(Array.from({ length: 4 }, () => claimDueDeliveries({ now: new Date(now.getTime() + 1000), batchSize: 5, leaseMs: 60_000 })));
    const claimed = claims.flat().map((claim) => claim.delivery.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual(sent.map(({ delivery }) => delivery.id).sort());
  });

  it("writes a request-log batch through the pooler as one COPY", async () => {
    const occurredAt = new Date();
    const records = Array.from({ length: 250 }, (_, index) => ({
      requestId: `req_pgbouncer_copy_${String(index).padStart(3, "0")}`,
      occurredAt,
      accountId,
      method: "GET",
      pathTemplate: "/v1/modules",
      path: "/v1/modules",
      status: 200,
      durationUs: index,
      requestHeaders: { "user-agent": "tab\there" },
    }));
    const writer = postgresRequestLogWriter();
    await Promise.all([writeRecords(writer, records.slice(0, 125)), writeRecords(writer, records.slice(125))]);
    const stored = (await getDb().execute(sql`select request_id, duration_us, request_headers from request_log where request_id like 'req_pgbouncer_copy_%' order by request_id`)).rows;
    expect(stored).toEqual(records.map((record) => ({ request_id: record.requestId, duration_us: record.durationUs, request_headers: record.requestHeaders })));
  });

  it("hears the NOTIFY of a change committed through the pooler on its direct LISTEN session", async () => {
    const { record } = await createAccessToken({ accountId, actor, name: "notify", scopes: ["read"], expiresInSeconds: 3600 });
    const heard: string[] = [];
    let listening!: () => void;
    const ready = new Promise<void>((resolve) => (listening = resolve));
    const unsubscribe = subscribeToDatabase(INVALIDATION_CHANNEL, { onNotification: (payload) => heard.push(payload), onListening: () => listening() });
    try {
      await ready;
      await revokeAccessToken({ accountId, actor, tokenId: record.id });
      await vi.waitFor(() => expect(heard.some((payload) => payload.includes(record.id))).toBe(true), { timeout: 5000 });
    } finally {
      unsubscribe();
    }
  });
});

describeTwoInstances({
  name: "servers behind PgBouncer (DATABASE_LISTEN_URL direct)",
  skip: !runs,
  env: () => ({ ...instanceEnv(bouncer!.url, undefined), DATABASE_LISTEN_URL: directUrl }),
  sharesRedis: false,
});
