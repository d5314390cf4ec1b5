// Tells a database outage (server down, restarting, unreachable, pool starved) apart from a
// bug, so adapters can answer 503 with Retry-After instead of 500, and workers can back off.

/** SQLSTATEs that mean "the server is going away or not taking connections yet", not "your query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** Socket-level failures to reach the server. */
const UNAVAILABLE_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "ENOTFOUND"]);
/** What node-postgres says when a connection dies or cannot be had in time; it sets no code. */
const UNAVAILABLE_MESSAGES = [
  "connection terminated",
  "timeout exceeded when trying to connect",
  "client has encountered a connection error",
  "connection is not queryable",
  "terminating connection",
];

function isUnavailableOne(error: object): boolean {
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
  if (code && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08") || UNAVAILABLE_ERRNOS.has(code))) return true;
  const message = "message" in error && typeof error.message === "string" ? error.message.toLowerCase() : "";
  return UNAVAILABLE_MESSAGES.some((fragment) => message.includes(fragment));
}

/**
 * True when `error` (or what it wraps: Drizzle puts the driver's error in `cause`, Node puts
 * one error per address in an AggregateError) says the database cannot be reached right now.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 20) {
    const current = pending.pop();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableOne(current)) return true;
    if ("cause" in current) pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return false;
}
