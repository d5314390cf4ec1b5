import { LARGE_TENANT, type ScaleSizes } from "./scale-sizes";

// The set-based INSERT … SELECT … FROM generate_series statements that fill each table. Every
// value is a function of the row number (hashed with PostgreSQL's hashint8) and of the anchor
// instant, so two runs with the same scale and anchor write the same rows. Account 1 is the large
// tenant; row numbers decide who owns what, so no statement needs to look another table up.

/** A deterministic pseudo-random number 0 … 2³¹−1 from a row number and a salt (0–15). */
const hash = (expression: string, salt: number) => `(hashint8((${expression})::bigint * 16 + ${salt}) & 2147483647)`;
/** `acc_0000…0042`: typeid-shaped (a digit-only suffix is valid base32), ordered by number. */
const idOf = (prefix: string, expression: string) => `'${prefix}_0' || lpad((${expression})::text, 25, '0')`;
/** Every 33rd small tenant's endpoint is disabled (its pending deliveries parked, no due time). */
const disabled = (webhook: string) => `(${webhook} > ${LARGE_TENANT.webhooks} and ${hash(webhook, 1)} % 33 = 0)`;

/** Small tenants are accounts 2 … A; this spreads a row number over them. */
const smallAccount = (sizes: ScaleSizes, expression: string) => `(2 + (${expression}) % ${sizes.accounts - 1})`;
/** Webhooks 1 … 20 are the large tenant's; the others belong to small tenants by number. */
const accountOfWebhook = (sizes: ScaleSizes, w: string) => `(case when ${w} <= ${LARGE_TENANT.webhooks} then 1 else ${smallAccount(sizes, w)} end)`;
/** Tokens 1 … largeTenantTokens are the large tenant's. */
const accountOfToken = (sizes: ScaleSizes, t: string) => `(case when ${t} <= ${sizes.largeTenantTokens} then 1 else ${smallAccount(sizes, t)} end)`;

const ACTIONS = ["user.signed_in", "token.created", "token.revoked", "module.token.rotated", "module.sync.requested", "webhook.created", "webhook.updated", "webhook.secret_rotated", "webhook.delivery_resent", "membership.created", "rate_limit.extension_requested", "user.sign_in_failed"];

export interface TableFill {
  table: string;
  /** Statements in order; big tables in slices so progress shows. */
  statements: string[];
}

/** Row numbers from … to in slices of at most `size`. */
function slices(total: number, size: number): [number, number][] {
  const result: [number, number][] = [];
  for (let from = 1; from <= total; from += size) result.push([from, Math.min(total, from + size - 1)]);
  return result;
}

export function scaleTableFills(sizes: ScaleSizes, anchor: string): TableFill[] {
  const at = `timestamptz '${anchor}'`;
  const { accounts, auditEntries: n, accessTokens: tokens, largeTenantTokens: largeTokens, webhooks, usageHours } = sizes;
  return [
    {
      table: "accounts",
      statements: [
        `insert into accounts (id, slug, name, created_at)
         select ${idOf("acc", "a")}, 'scale-' || a, case when a = 1 then 'Large tenant' else 'Tenant ' || a end, ${at} - interval '400 days'
         from generate_series(1, ${accounts}) as a`,
      ],
    },
    {
      table: "modules",
      statements: [
        `insert into modules (id, account_id, key, name, monthly_price, activated_at, sync_state, last_synced_at, sync_updated_at, records_synced, created_at)
         select ${idOf("mod", `(a - 1) * ${LARGE_TENANT.modules} + k`)}, ${idOf("acc", "a")}, 'module-' || k, 'Module ' || k, 1000 * k,
                ${at} - interval '300 days', 'synced', ${at} - interval '1 hour', ${at} - interval '1 hour', 1000 * k, ${at} - interval '300 days'
         from generate_series(1, ${accounts}) as a, generate_series(1, case when a = 1 then ${LARGE_TENANT.modules} else 3 end) as k`,
      ],
    },
    {
      table: "access_tokens",
      // Expiring over 180 days past to 90 days ahead, valid 30–90 days, every 10th revoked.
      statements: slices(tokens, 500_000).map(
        ([from, to]) => `insert into access_tokens (id, account_id, name, scopes, token_hash, token_hint, created_at, expires_at, revoked_at, last_used_at)
         select ${idOf("tok", "t")}, ${idOf("acc", accountOfToken(sizes, "t"))}, 'token ' || t, '{read}', md5('scale-a-' || t) || md5('scale-b-' || t),
                'mi_…' || right(md5('scale-a-' || t), 4), expires - validity, expires,
                case when ${hash("t", 3)} % 10 = 0 then expires - validity + interval '1 day' end, expires - validity + interval '2 days'
         from (select t, ${at} - interval '180 days' + make_interval(secs => ${hash("t", 1)} % (270 * 86400)) as expires,
                      make_interval(days => 30 + ${hash("t", 2)} % 61) as validity
               from generate_series(${from}, ${to}) as t) as s`,
      ),
    },
    {
      table: "audit_entries",
      // A year, oldest first; every 10th entry the large tenant's, the rest spread over the others.
      statements: slices(n, 2_000_000).map(
        ([from, to]) => `insert into audit_entries (id, account_id, occurred_at, action, actor_type, actor_id, actor_display, resource_type, resource_id, ip, user_agent, metadata)
         select ${idOf("aud", "i")}, ${idOf("acc", "a")}, ${at} - make_interval(secs => (${n} - i) * (31536000.0 / ${n})),
                (array[${ACTIONS.map((action) => `'${action}'`).join(", ")}])[1 + ${hash("i", 2)} % ${ACTIONS.length}],
                (case when ${hash("i", 3)} % 20 = 0 then 'system' else 'user' end)::actor_type,
                case when ${hash("i", 3)} % 20 <> 0 then ${idOf("usr", "actor")} end,
                case when ${hash("i", 3)} % 20 = 0 then 'system' else 'user' || actor || '@tenant' || a || '.test' end,
                kind,
                case kind
                  when 'access_token' then ${idOf("tok", `case when a = 1 then 1 + ${hash("i", 6)} % ${largeTokens} else ${largeTokens} + 1 + ${hash("i", 6)} % ${Math.max(1, tokens - largeTokens)} end`)}
                  when 'webhook' then ${idOf("wh", `case when a = 1 then 1 + ${hash("i", 6)} % ${LARGE_TENANT.webhooks} else ${LARGE_TENANT.webhooks} + 1 + ${hash("i", 6)} % ${webhooks - LARGE_TENANT.webhooks} end`)}
                  else ${idOf("mod", `(a - 1) * ${LARGE_TENANT.modules} + 1 + ${hash("i", 6)} % (case when a = 1 then ${LARGE_TENANT.modules} else 3 end)`)}
                end,
                ('203.0.113.' || (1 + ${hash("i", 7)} % 254))::inet, 'scale/1.0', jsonb_build_object('n', i)
         from (select i, a, case when a = 1 then 1 + ${hash("i", 4)} % ${LARGE_TENANT.actors} else 100 + a * 3 + ${hash("i", 4)} % 3 end as actor,
                      (array['access_token', 'webhook', 'module'])[1 + ${hash("i", 5)} % 3] as kind
               from (select i, case when i % 10 = 0 then 1 else ${smallAccount(sizes, hash("i", 1))} end as a
                     from generate_series(${from}, ${to}) as i) as numbered) as s`,
      ),
    },
    {
      table: "webhooks",
      // Every 33rd small tenant's endpoint disabled for failing; the large tenant's all enabled.
      statements: [
        `insert into webhooks (id, account_id, url, events, secret_encrypted, enabled, disabled_reason, disabled_at, created_at)
         select ${idOf("wh", "w")}, ${idOf("acc", accountOfWebhook(sizes, "w"))}, 'https://hooks.example/' || w, '{*}', 'scale-data-not-a-secret',
                not off, case when off then 'failing' end, case when off then ${at} - interval '3 days' end, ${at} - interval '200 days'
         from (select w, ${disabled("w")} as off from generate_series(1, ${webhooks}) as w) as s`,
      ],
    },
    ...deliveryFills(sizes, at),
    {
      table: "usage_hourly",
      // The large tenant's tokens in use every hour; small tenants' every 8th hour. Written hour by
      // hour, oldest first, as the roll-ups write them, so an hour's rows share heap pages.
      statements: [
        `insert into usage_hourly (token_id, account_id, hour, status_2xx, status_3xx, status_4xx, status_5xx, rate_limited)
         select ${idOf("tok", "t")}, ${idOf("acc", accountOfToken(sizes, "t"))}, date_trunc('hour', ${at}) - make_interval(hours => k),
                case when t <= ${LARGE_TENANT.tokensInUse} then 50 + ${hash("t * 100000 + k", 1)} % 500 else 1 + ${hash("t * 100000 + k", 1)} % 40 end,
                ${hash("t * 100000 + k", 2)} % 3, ${hash("t * 100000 + k", 3)} % 20, ${hash("t * 100000 + k", 4)} % 7 / 6, ${hash("t * 100000 + k", 5)} % 5 / 4
         from generate_series(${usageHours - 1}, 0, -1) as k,
              (select generate_series(1, ${LARGE_TENANT.tokensInUse}) union all select generate_series(${largeTokens + 1}, ${largeTokens + sizes.smallTokensInUse})) as tokens (t)
         where t <= ${LARGE_TENANT.tokensInUse} or k % 8 = t % 8
         order by k desc, t`,
      ],
    },
  ];
}

/**
 * One event per delivery, over the last 90 days; every 10th delivery to one of the large tenant's
 * endpoints. 1 % of deliveries pending and due (the claim query's work), 0.5 % pending later
 * (a disabled endpoint's pending ones parked, without a due time, as the app leaves them),
 * 2 % failed, the rest succeeded; every 4th delivery took two attempts.
 */
function deliveryFills(sizes: ScaleSizes, at: string): TableFill[] {
  const d = sizes.deliveries;
  const webhookOf = (e: string) => `(case when ${e} % 10 = 0 then 1 + ${hash(e, 1)} % ${LARGE_TENANT.webhooks} else ${LARGE_TENANT.webhooks} + 1 + ${hash(e, 1)} % ${sizes.webhooks - LARGE_TENANT.webhooks} end)`;
  const numbered = (from: number, to: number) =>
    `(select e, w, ${at} - make_interval(secs => (${d} - e) * (7776000.0 / ${d})) as created, ${hash("e", 2)} % 1000 as r
      from (select e, ${webhookOf("e")} as w from generate_series(${from}, ${to}) as e) as picked) as s`;
  return [
    {
      table: "events",
      statements: slices(d, 1_000_000).map(
        ([from, to]) => `insert into events (id, account_id, type, data, occurred_at, fanned_out_at)
         select ${idOf("evt", "e")}, ${idOf("acc", accountOfWebhook(sizes, "w"))}, 'token.created', jsonb_build_object('token_id', ${idOf("tok", "e")}), created, created
         from ${numbered(from, to)}`,
      ),
    },
    {
      table: "webhook_deliveries",
      statements: slices(d, 1_000_000).map(
        ([from, to]) => `insert into webhook_deliveries (id, webhook_id, event_id, account_id, status, attempt_count, next_attempt_at, last_attempt_at, created_at)
         select ${idOf("msg", "e")}, ${idOf("wh", "w")}, ${idOf("evt", "e")}, ${idOf("acc", accountOfWebhook(sizes, "w"))},
                (case when r < 15 then 'pending' when r < 35 then 'failed' else 'succeeded' end)::delivery_status,
                case when r < 15 then 1 + r % 3 when r < 35 then 8 else 1 + (e % 4 = 0)::int end,
                case when r >= 15 or ${disabled("w")} then null when r < 10 then ${at} - make_interval(secs => ${hash("e", 3)} % 3600) else ${at} + make_interval(secs => ${hash("e", 3)} % 3600) end,
                created + interval '1 second', created
         from ${numbered(from, to)}`,
      ),
    },
    {
      table: "webhook_attempts",
      statements: slices(d, 1_000_000).map(
        ([from, to]) => `insert into webhook_attempts (id, delivery_id, attempted_at, response_status, latency_ms, response_excerpt, request_headers)
         select ${idOf("att", "e * 2 + n")}, ${idOf("msg", "e")}, created + make_interval(secs => 1 + n * 30),
                case when r < 35 or n = 0 and e % 4 = 0 then 503 else 200 end, 20 + ${hash("e", 4)} % 400, 'ok',
                jsonb_build_object('webhook-id', ${idOf("msg", "e")}, 'content-type', 'application/json')
         from ${numbered(from, to)}, generate_series(0, (e % 4 = 0)::int) as n`,
      ),
    },
  ];
}
