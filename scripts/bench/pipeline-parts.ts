// The parts of a /v1 answer a CPU profile's time is put under (summarise-cpu-profile.ts): a
// sample belongs to the innermost frame on its stack that one of these names, by function name
// and file. Order matters only where one frame could match two (the first wins). What none names
// is "other": Node's task queue, the microtask runner, the process's own start-up.

export const HTTP_PART = "HTTP and sockets (Node)";
/** The parts whose own socket writes are theirs rather than HTTP's. */
export const SOCKET_WRITERS = ["rate limit (Redis round trip)", "PostgreSQL client"];

export const PIPELINE_PARTS: readonly (readonly [part: string, frame: RegExp])[] = [
  ["request log", /request-log|record-request|redact-secrets|platform\/db\/copy-/],
  ["telemetry (spans, metrics)", /trace-request|@opentelemetry|prom-client|platform\/telemetry\//],
  ["rate limit (Redis round trip)", /rate-limit|rate-limiter-flexible|ioredis|standard-as-callback/],
  ["usage counting", /count-usage|domains\/usage\//],
  ["authentication (token cache)", /authenticate|access-tokens|verified-token|crypto\/sha256/],
  ["PostgreSQL client", /node_modules\/(pg|pg-pool|pg-protocol|pg-copy-streams|drizzle-orm)\//],
  ["API versions, deprecations", /api-version|deprecat/],
  ["answer headers", /answer-headers|plain-response/],
  ["log context", /log-context/],
  ["the operation (list modules)", /api\/operations\/|run-operation|domains\/modules\//],
  ["Hono (routing, middleware)", /node_modules\/hono\/|@hono\/node-server/],
  [HTTP_PART, /^(writev|writeUtf8String|writeBuffer)$|node:(_http_|net|internal\/stream|internal\/streams|events)/],
];
