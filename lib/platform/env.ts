import { z } from "zod";
import { parseRedisUrl } from "./connection-urls/parse-redis-url";

// The one place the environment is read and validated. Everything else imports `env` (or a
// setting derived below); only proxy.ts and instrumentation.ts, which Next loads on its own,
// read process.env themselves. lib/architecture.test.ts fails on any other read.
const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** PostgreSQL server; when unset the embedded PGlite database under PGLITE_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * A direct connection to the same database, for what needs a session of its own (LISTEN, the
   * migration's advisory lock) when DATABASE_URL points at a pooler in transaction mode (PgBouncer).
   * Setting it also turns named prepared statements off (see DATABASE_PREPARED_STATEMENTS).
   */
  DATABASE_LISTEN_URL: z.string().url().optional(),
  /**
   * Named (server-side) prepared statements for the hottest queries. Default: on, off when
   * DATABASE_LISTEN_URL is set, since a transaction pooler (PgBouncer before 1.21, or without
   * max_prepared_statements) hands each transaction a different server connection.
   */
  DATABASE_PREPARED_STATEMENTS: booleanFlag.optional(),
  /** Where the embedded database lives; `memory://` keeps it in memory (tests). */
  PGLITE_DIR: z.string().default(".data/pglite"),
  /**
   * A PGlite data-directory dump (`dumpDataDir`) an in-memory database starts from instead of
   * running initdb: the service tests start each file's database from one migrated copy.
   */
  PGLITE_LOAD_DATA_DIR: z.string().optional(),
  /**
   * Redis for state shared by several app instances (rate-limit counters, usage counts):
   * `redis://host:6379/0`, or a cluster as `redis-cluster://host1:6379,host2:6379`.
   */
  REDIS_URL: z
    .string()
    .optional()
    .superRefine((value, context) => {
      if (!value) return;
      try {
        parseRedisUrl(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
  /** Secret for session cookies and dashboard credentials; generated under .data/ when unset. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** Replaced by PUBLIC_ORIGIN: refused at start, so a deployment that still sets it learns so (Auth.js would read it behind our back). */
  AUTH_URL: z.undefined({ error: "is replaced by PUBLIC_ORIGIN: set the public origin there (one setting for sign-in, links and problem types)" }).optional(),
  AUTH_OIDC_ISSUER: z.string().url().optional(),
  AUTH_OIDC_CLIENT_ID: z.string().optional(),
  AUTH_OIDC_CLIENT_SECRET: z.string().optional(),
  AUTH_OIDC_NAME: z.string().default("Single sign-on"),
  /** Loads the demo data the first time the app starts on an empty database. */
  SEED_ON_START: booleanFlag.optional(),
  /** Runs the sync runner and webhook deliverer inside the web process. */
  RUN_WORKERS_IN_PROCESS: booleanFlag.optional(),
  WEBHOOKS_ALLOW_LOOPBACK: booleanFlag.optional(),
  /**
   * How long a webhook worker's claim on a delivery holds (ms); a killed worker's deliveries are
   * retried once it runs out. Default 10 s (lib/domains/webhooks/deliver-due-webhooks.ts); tests shorten it. Keep it above the 10 s request
   * timeout in production, or a slow delivery may be sent twice.
   */
  WEBHOOKS_CLAIM_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).optional(),
  /**
   * How long a stopping worker (SIGTERM) waits for its webhook attempts in flight before it hands
   * their claims back for another worker to send at once. Default 8 s.
   */
  WORKER_STOP_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
  SYNC_SIMULATOR_DURATION_MS: z.coerce.number().int().min(0).default(8000),
  SYNC_SIMULATOR_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  /** Where the customer area reaches /v1 over HTTP. Unset: it calls the v1 app in-process. */
  INTERNAL_API_URL: z.string().url().optional(),
  /**
   * The one public origin of this server (e.g. https://integrations.example.com): sign-in
   * callbacks and redirects, passkeys' relying party, links in mails, the OpenAPI document's
   * server, the OAuth issuer and problem `type` links (lib/platform/http/public-origin.ts). Unset:
   * each request's Host (X-Forwarded-Host/-Proto behind TRUST_PROXY), and for links made with
   * no request at hand the address this server listens on.
   */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /**
   * Keep X-Forwarded-For/-Host/-Proto as sent: set only behind a reverse proxy that overwrites
   * them. Like every flag here: true/1 or false/0; anything else (`yes`) is refused at start.
   */
  TRUST_PROXY: booleanFlag.optional(),
  /**
   * Public keys that sign GitHub secret scanning reports, as JSON `{ "<key_identifier>": "<PEM>" }`
   * (GitHub publishes them at https://api.github.com/meta/public_keys/secret_scanning). Unset:
   * POST /secret-scanning/verify refuses every report.
   */
  SECRET_SCANNING_PUBLIC_KEYS: z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value) return {};
      try {
        const parsed = z.record(z.string().min(1), z.string().includes("BEGIN PUBLIC KEY")).parse(JSON.parse(value));
        return parsed;
      } catch {
        context.addIssue({ code: "custom", message: 'must be JSON {"key_identifier": "-----BEGIN PUBLIC KEY-----…"}' });
        return z.NEVER;
      }
    }),
  /** SMTP server for e-mail notifications (`smtp://user:pass@host:587`). Unset: notifications are recorded, not sent. */
  SMTP_URL: z.string().url().optional(),
  NOTIFICATIONS_FROM: z.string().default("Integrations <notifications@integrations.example>"),
  /** First retry delay after a failed send (ms), doubling up to 30 min. Tests shorten it. */
  NOTIFICATIONS_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** `off` stops counting /v1 usage per token (lib/domains/usage/); benchmarks compare with it. */
  USAGE_COUNTING: z.enum(["on", "off"]).default("on"),
  /**
   * Retention (lib/domains/retention/, README "Retention"): how long each append-only table keeps its rows.
   * The audit journal goes a whole month at a time (a partition per month), so at least this long.
   */
  RETENTION_AUDIT_MONTHS: z.coerce.number().int().min(1).max(240).default(13),
  /** Webhook attempts (the delivery log's request and response excerpts). */
  RETENTION_WEBHOOK_ATTEMPTS_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Finished webhook deliveries (succeeded or failed); pending ones are never removed. Their attempts go with them. */
  RETENTION_WEBHOOK_DELIVERIES_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Hourly usage; older hours are folded into daily totals (usage_daily), which are kept. Above the 30-day chart. */
  RETENTION_USAGE_HOURLY_DAYS: z.coerce.number().int().min(31).max(3650).default(90),
  /** Sent (or recorded) notification mails; pending ones are never removed. */
  RETENTION_NOTIFICATIONS_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Failed OAuth client authentications from one address, whatever the client, before the address is blocked for the window. */
  CLIENT_AUTH_ADDRESS_FAILURES: z.coerce.number().int().min(10).max(1_000_000).default(100),
  /** Outbox events fanned out this long ago and referenced by no delivery left (deliveries keep theirs to resend); unfanned events are never removed. */
  RETENTION_EVENTS_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Customer-area sessions signed out (or otherwise ended) or expired this long ago; live ones are never removed. */
  RETENTION_ENDED_SESSIONS_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** A module's state history (its page's "History"); each module's newest change is kept whatever its age. */
  RETENTION_MODULE_HISTORY_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** The request log of /v1 and /oauth/* (lib/domains/request-log/): `off` records nothing; bench:api compares both. */
  REQUEST_LOG: z.enum(["on", "off"]).default("on"),
  /** Records held in memory before the oldest are dropped (and counted) when the database falls behind. */
  REQUEST_LOG_BUFFER: z.coerce.number().int().min(100).max(1_000_000).default(50_000),
  /** How often the buffered records are written: a crash loses at most this much. */
  REQUEST_LOG_FLUSH_MS: z.coerce.number().int().min(50).max(1000).default(500),
  /** Days of the request log kept; whole days (partitions) are dropped past it. */
  RETENTION_REQUEST_LOG_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** How often the workers create the coming months' audit partitions and apply retention. Default 1 h. */
  RETENTION_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
  /** The port `npm start` (or `start:api`, `start:web`, `next start`) listens on; problem `type` links name it when PUBLIC_ORIGIN is unset. */
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** The address they listen on (`npm start`: every interface when unset). */
  HOSTNAME: z.string().min(1).optional(),
  /** Next's build directory when not `.next` (test runs side by side; next.config.mjs reads it too). */
  NEXT_DIST_DIR: z.string().min(1).optional(),
  /** The CLI's `user create` password when neither --password nor --password-stdin is given. */
  CLI_USER_PASSWORD: z.string().optional(),
  /**
   * The port of this process's Prometheus endpoint (`GET /metrics`), never the public one. Unset:
   * no metrics server. The API, web and worker processes each need a port of their own.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** The address the metrics server listens on; default every interface (scraped from another host). */
  METRICS_HOSTNAME: z.string().min(1).default("0.0.0.0"),
  /** When set, /metrics asks for `Authorization: Bearer <this>`; unset, the network guards it. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** OTLP over HTTP (e.g. http://collector:4318): traces go to <this>/v1/traces. Unset: no tracing at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** Share of new traces kept (parent-based: a caller's or an event's decision is followed). Default 10 %. */
  OTEL_TRACES_SAMPLER_RATIO: z.coerce.number().min(0).max(1).default(0.1),
  /**
   * Callers whose W3C `traceparent` /v1 continues, as IP addresses separated by commas (an
   * internal gateway). From anyone else it is ignored and a new trace starts.
   */
  TRACEPARENT_TRUSTED_CALLERS: z
    .string()
    .default("")
    .transform((value) => value.split(",").map((each) => each.trim()).filter(Boolean)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
}).superRefine((value, context) => {
  for (const name of ["DATABASE_URL", "DATABASE_LISTEN_URL"] as const) {
    const url = value[name];
    if (url && !/^postgres(ql)?:$/.test(new URL(url).protocol)) context.addIssue({ code: "custom", path: [name], message: "must be a postgres:// URL" });
  }
  if (value.DATABASE_LISTEN_URL && !value.DATABASE_URL) {
    context.addIssue({ code: "custom", path: ["DATABASE_LISTEN_URL"], message: "is only used with DATABASE_URL (the pooled connection)" });
  }
});

export type Env = z.infer<typeof envSchema>;

function readEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return parsed.data;
}

export const env = readEnv();

/** True when the app runs on the embedded database, the zero set-up default. */
export const usesEmbeddedDatabase = !env.DATABASE_URL;

// Defaults that follow from the embedded demo: one process that does everything.
export const seedOnStart = env.SEED_ON_START ?? usesEmbeddedDatabase;
export const runWorkersInProcess = env.RUN_WORKERS_IN_PROCESS ?? usesEmbeddedDatabase;
export const webhooksAllowLoopback = env.WEBHOOKS_ALLOW_LOOPBACK ?? usesEmbeddedDatabase;
/** Off behind a transaction pooler: see DATABASE_PREPARED_STATEMENTS. */
export const namedPreparedStatements = env.DATABASE_PREPARED_STATEMENTS ?? !env.DATABASE_LISTEN_URL;
/** Where sessions that must last (LISTEN, advisory locks) connect: never through a transaction pooler. */
export const sessionDatabaseUrl = env.DATABASE_LISTEN_URL ?? env.DATABASE_URL;
/** Behind a trusted reverse proxy: its X-Forwarded-* headers are kept (see TRUST_PROXY). */
export const trustProxy = env.TRUST_PROXY ?? false;
export const oidcConfigured = Boolean(env.AUTH_OIDC_ISSUER && env.AUTH_OIDC_CLIENT_ID && env.AUTH_OIDC_CLIENT_SECRET);
