import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../platform/db/client";
import { newId } from "../../../platform/ids";
import { queryRows } from "../../../platform/db/query-rows";

// Rows of each append-only table at chosen times, written with SQL so the times are exact.

const at = (time: Date | string) => (typeof time === "string" ? time : time.toISOString());

export async function insertAuditEntry(accountId: string | null, time: Date | string, executor: Executor = getDb()): Promise<string> {
  const id = newId("aud");
  await executor.execute(sql`
    insert into audit_entries (id, account_id, occurred_at, action, actor_type, actor_display)
    values (${id}, ${accountId}, ${at(time)}::timestamptz, 'token.created', 'user', 'someone@example.test')`);
  return id;
}

/** A webhook and one event of the account, for deliveries to hang on. */
export async function insertWebhookAndEvent(accountId: string): Promise<{ webhookId: string; eventId: string }> {
  const webhookId = newId("wh");
  const eventId = newId("evt");
  await getDb().execute(sql`
    insert into webhooks (id, account_id, url, events, secret_encrypted) values (${webhookId}, ${accountId}, 'https://example.test/hook', '{*}', 'x')`);
  await getDb().execute(sql`insert into events (id, account_id, type, data) values (${eventId}, ${accountId}, 'token.created', '{}')`);
  return { webhookId, eventId };
}

export async function insertDelivery(
  accountId: string,
  hook: { webhookId: string; eventId: string },
  time: Date | string,
  status: "pending" | "succeeded" | "failed" = "succeeded",
): Promise<string> {
  const id = newId("msg");
  await getDb().execute(sql`
    insert into webhook_deliveries (id, webhook_id, event_id, account_id, status, created_at)
    values (${id}, ${hook.webhookId}, ${hook.eventId}, ${accountId}, ${status}, ${at(time)}::timestamptz)`);
  return id;
}

export async function insertAttempt(deliveryId: string, time: Date | string): Promise<string> {
  const id = newId("att");
  await getDb().execute(sql`
    insert into webhook_attempts (id, delivery_id, attempted_at, response_status, latency_ms, request_headers)
    values (${id}, ${deliveryId}, ${at(time)}::timestamptz, 200, 5, '{}')`);
  return id;
}

export async function insertNotification(accountId: string, time: Date | string, status: "pending" | "sent" | "recorded" = "sent"): Promise<string> {
  const id = newId("ntf");
  await getDb().execute(sql`
    insert into notifications (id, account_id, kind, dedupe_key, recipient, subject, body, status, created_at)
    values (${id}, ${accountId}, 'member.invited', ${id}, 'admin@example.test', 'Subject', 'Body', ${status}, ${at(time)}::timestamptz)`);
  return id;
}

export async function insertUsageHour(accountId: string, tokenId: string, hour: Date | string, status2xx = 1): Promise<void> {
  await getDb().execute(sql`
    insert into usage_hourly (token_id, account_id, hour, status_2xx) values (${tokenId}, ${accountId}, ${at(hour)}::timestamptz, ${status2xx})`);
}

/** An outbox event, fanned out at `fannedOutAt` (null: still waiting for the fan-out). */
export async function insertEvent(accountId: string, fannedOutAt: Date | string | null): Promise<string> {
  const id = newId("evt");
  const fanned = fannedOutAt === null ? null : at(fannedOutAt);
  await getDb().execute(sql`
    insert into events (id, account_id, type, data, occurred_at, fanned_out_at)
    values (${id}, ${accountId}, 'token.created', '{}', coalesce(${fanned}::timestamptz, now()), ${fanned}::timestamptz)`);
  return id;
}

/** A user of its own, for sessions to hang on. */
export async function insertUser(): Promise<string> {
  const id = newId("usr");
  await getDb().execute(sql`insert into users (id, email, name) values (${id}, ${`${id}@example.test`}, 'Someone')`);
  return id;
}

/** A customer-area session last seen at `lastSeenAt`, ended at `endedAt` (null: never ended). */
export async function insertSession(userId: string, lastSeenAt: Date | string, endedAt: Date | string | null): Promise<string> {
  const id = newId("ses");
  const ended = endedAt === null ? null : at(endedAt);
  await getDb().execute(sql`
    insert into user_sessions (id, user_id, created_at, last_seen_at, sign_in_method, last_proof_at, ended_at, end_reason)
    values (${id}, ${userId}, ${at(lastSeenAt)}::timestamptz, ${at(lastSeenAt)}::timestamptz, 'password', ${at(lastSeenAt)}::timestamptz,
            ${ended}::timestamptz, ${ended === null ? null : "signed_out"})`);
  return id;
}

/** Which of these ids are still in `table`. */
export async function remaining(table: "audit_entries" | "webhook_deliveries" | "webhook_attempts" | "notifications" | "events" | "user_sessions", ids: string[]): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(getDb(), sql`select id from ${sql.identifier(table)} where id in ${ids}`);
  return rows.map((row) => row.id).sort();
}

/** A token's requests: what its hours still hold plus what its days were folded into. */
export async function usageTotals(tokenId: string): Promise<{ hours: number; hourly: number; daily: number }> {
  const [row] = await queryRows<{ hours: number; hourly: number; daily: number }>(
    getDb(),
    sql`select (select count(*)::int from usage_hourly where token_id = ${tokenId}) as hours,
               (select coalesce(sum(status_2xx), 0)::int from usage_hourly where token_id = ${tokenId}) as hourly,
               (select coalesce(sum(status_2xx), 0)::int from usage_daily where token_id = ${tokenId}) as daily`,
  );
  return row!;
}

/** A state change of the module, at `time`. */
export async function insertModuleTransition(accountId: string, moduleId: string, time: Date | string): Promise<string> {
  const id = newId("mst");
  await getDb().execute(sql`
    insert into module_state_transitions (id, module_id, account_id, from_state, to_state, reason, occurred_at)
    values (${id}, ${moduleId}, ${accountId}, 'synced', 'syncing', 'scheduled', ${at(time)}::timestamptz)`);
  return id;
}

/** An idempotency key of the account stored at `time`. */
export async function insertIdempotencyKey(accountId: string, time: Date | string): Promise<string> {
  const key = `key-${crypto.randomUUID()}`;
  await getDb().execute(sql`
    insert into idempotency_keys (account_id, key, operation, request_hash, response_status, response_body, created_at)
    values (${accountId}, ${key}, 'POST /v1/modules/mod_x/sync', 'hash', 202, '{}', ${at(time)}::timestamptz)`);
  return key;
}

/** Which of the keys are still stored. */
export async function remainingIdempotencyKeys(keys: string[]): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(getDb(), sql`select key from idempotency_keys where key in ${keys} order by key`);
  return rows.map((row) => row.key);
}
