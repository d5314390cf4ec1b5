// Every piece of state that lives on globalThis, declared here and nowhere else.
//
// Why any does: one Node process can hold several copies of lib/. Next bundles the app apart
// (instrumentation, route handlers, server actions and pages each get their own module
// instances: measured in `npm start`, lib/platform/db/client.ts is evaluated three times by
// Next's bundles), and `npm start` adds one more beside them: the edge app compiled into dist/
// (lib/adapters/server/serve-in-one-process.ts). A module-level variable would then
// exist once per copy: the embedded database opened twice, a rate limit counted per copy, a
// cache nobody invalidates. Each slot below is one such state, reached through a `Symbol.for`
// key, which every copy resolves to the same symbol. State that is fine per copy stays a plain
// module variable; add a slot here only for state that must be one per process.
//
// Processes never share these: across processes the database (LISTEN/NOTIFY, SKIP LOCKED) and
// Redis carry what must be shared.

const SLOTS = {
  /** lib/platform/db/client.ts: the connection (PGlite or the pg pool). Two PGlite instances on one directory would corrupt it. */
  db: "module-integrations.db",
  /** lib/platform/redis/client.ts: the one Redis client, so every copy's limits and counts share a connection. */
  redis: "module-integrations.redis",
  /** lib/platform/cache/invalidation-bus.ts: the bus every copy's caches subscribe to, so a change the customer area makes empties the API's cache. */
  invalidationBus: "module-integrations.invalidation-bus",
  /** lib/platform/cache/listen-for-invalidations.ts: the one LISTEN subscription feeding that bus. */
  invalidationListener: "module-integrations.invalidation-listener",
  /** lib/adapters/api/rate-limit.ts: the /v1 window counters (in memory without Redis): the in-process calls of the customer area and integrators' calls count in one window. */
  apiLimiters: "module-integrations.api-limiters",
  /** lib/adapters/api/touch-token-usage.ts: when each token's last use was written, so it is written at most once a minute per process. */
  tokenUsage: "module-integrations.token-usage",
  /** lib/domains/usage/note-api-version-usage.ts: when each (token, version, operation) was last written, so it is written at most every few minutes per process. */
  apiVersionUsage: "module-integrations.api-version-usage",
  /** lib/domains/usage/usage-counter.ts: the usage counts not yet flushed, which the shutdown settles wherever they were counted. */
  usageCounter: "module-integrations.usage-counter",
  /** lib/adapters/workers/start-background-work.ts: the running workers' stop, so a second start-up does not start a second set and the server's shutdown can stop them. */
  backgroundWork: "module-integrations.background-work",
  /** lib/domains/webhooks/held-claims.ts: deliveries claimed and in flight, handed back at shutdown by whichever copy stops the workers. */
  heldWebhookClaims: "module-integrations.held-webhook-claims",
  /** lib/domains/auth/sign-in-throttle.ts: failed sign-ins (in memory without Redis); the sign-in action and Auth.js' route are separate bundles. */
  signInThrottle: "module-integrations.sign-in-throttle",
  /** lib/domains/oauth/client-authentication-throttle.ts: failed client authentication at /oauth/* (in memory without Redis), likewise. */
  clientAuthThrottle: "module-integrations.client-auth-throttle",
  /** lib/domains/two-factor/second-factor-throttle.ts: second-factor attempts, likewise. */
  secondFactorThrottle: "module-integrations.second-factor-throttle",
  /** lib/domains/passkeys/passkey-challenge-throttle.ts: passkey challenges per address, likewise. */
  passkeyChallengeThrottle: "module-integrations.passkey-challenge-throttle",
  /** lib/domains/password-reset/password-reset-throttle.ts: reset requests per address and e-mail, likewise. */
  passwordResetThrottle: "module-integrations.password-reset-throttle",
  /** lib/platform/telemetry/metrics.ts: the Prometheus registry and its series, so every copy counts into the one the metrics server serves. */
  metrics: "module-integrations.metrics",
  /** lib/platform/telemetry/start-telemetry.ts: the process name telemetry was started under, so instrumentation.ts's copy in Next's bundles finds it started by the entry point's and starts no second metrics server. */
  telemetry: "module-integrations.telemetry",
  /** lib/platform/telemetry/tracing.ts: the started OpenTelemetry SDK, so whichever copy stops the process flushes its spans. */
  tracingSdk: "module-integrations.tracing-sdk",
  /** lib/adapters/v1-client/customer-area-transport-slot.ts: how the customer area's calls reach /v1, provided by instrumentation.ts to every copy of the pages. */
  customerAreaTransport: "module-integrations.customer-area-transport",
  /** lib/domains/request-log/request-log.ts: the request records not yet written; every copy must buffer into, and the shutdown flush, the same one. */
  requestLog: "module-integrations.request-log",
} as const;

export type ProcessGlobalName = keyof typeof SLOTS;

export interface ProcessGlobal<T> {
  get(): T | undefined;
  /** Stores the value and returns it. */
  set(value: T): T;
  delete(): void;
}

/** The slot `name` of this process (see SLOTS for what each holds and why it must be one). */
export function processGlobal<T>(name: ProcessGlobalName): ProcessGlobal<T> {
  const key = Symbol.for(SLOTS[name]);
  const holder = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  return {
    get: () => holder[key],
    set: (value) => (holder[key] = value),
    delete: () => void delete holder[key],
  };
}
