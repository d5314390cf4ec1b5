import { Redis } from "ioredis";
import pg from "pg";
import { env } from "../env";
import { logger } from "../logger";
import { INVALIDATION_CHANNEL, busState, deliver, parseInvalidation, setListening } from "./invalidation-bus";

// Where this process hears about other instances' changes: Redis pub/sub when REDIS_URL is set
// (the store every instance already shares), else PostgreSQL LISTEN on a server database. The
// embedded database serves one process, so there everything is in-process. While the listener
// is down the caches store nothing, and when it (re)connects they are emptied: a message missed
// during the gap can leave nothing stale behind.

export type InvalidationTransport = "redis" | "postgres" | "in-process";

export function invalidationTransport(): InvalidationTransport {
  if (env.REDIS_URL) return "redis";
  return env.DATABASE_URL ? "postgres" : "in-process";
}

const RECONNECT_MS = 1000;
const stopKey = Symbol.for("module-integrations.invalidation-listener");
const holder = globalThis as typeof globalThis & { [stopKey]?: () => Promise<void> };

/** Starts listening on first use; cheap to call on every request. */
export function ensureListening(): void {
  if (holder[stopKey]) return;
  const transport = invalidationTransport();
  if (transport === "redis") holder[stopKey] = listenOnRedis(env.REDIS_URL!);
  else if (transport === "postgres") holder[stopKey] = listenOnPostgres(env.DATABASE_URL!);
  else {
    setListening(true);
    holder[stopKey] = async () => setListening(false);
  }
}

/** Closes the listener's connection (closeDb calls it, so scripts and tests exit). */
export async function stopListening(): Promise<void> {
  const stop = holder[stopKey];
  delete holder[stopKey];
  await stop?.();
}

function receive(message: string): void {
  const invalidation = parseInvalidation(message);
  if (invalidation) deliver(invalidation);
}

function lost(): void {
  if (busState().listening) setListening(false);
}

function listenOnRedis(url: string): () => Promise<void> {
  // A connection of its own: a subscribed Redis connection can run no other command.
  const subscriber = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: null });
  let reported = false;
  subscriber.on("message", (_channel: string, message: string) => receive(message));
  subscriber.on("ready", () => {
    reported = false;
    subscriber.subscribe(INVALIDATION_CHANNEL).then(() => setListening(true), lost);
  });
  subscriber.on("close", lost);
  subscriber.on("error", (error: Error) => {
    if (!reported) logger.warn({ error: error.message }, "cache invalidations unreachable on redis; caches bypassed until back");
    reported = true;
  });
  return async () => {
    subscriber.removeAllListeners("close");
    await subscriber.quit().catch(() => subscriber.disconnect());
    lost();
  };
}

function listenOnPostgres(url: string): () => Promise<void> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const drop = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    client.end().catch(() => {});
    lost();
    if (!stopped) retry = setTimeout(connect, RECONNECT_MS).unref();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    current = client;
    client.on("notification", (notification) => {
      if (notification.channel === INVALIDATION_CHANNEL && notification.payload) receive(notification.payload);
    });
    client.on("error", (error) => {
      logger.warn({ error: error.message }, "cache invalidation listener lost its database connection");
      drop(client);
    });
    client.on("end", () => drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
      if (current === client) setListening(true);
    } catch {
      drop(client);
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    lost();
    await client?.end().catch(() => {});
  };
}

/**
 * Starts listening and resolves once messages from other instances arrive, or false after
 * `timeoutMs`. Until then nothing is cached; servers and tests wait for it to measure the steady state.
 */
export async function untilListening(timeoutMs = 5000): Promise<boolean> {
  ensureListening();
  const deadline = Date.now() + timeoutMs;
  while (!busState().listening && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return busState().listening;
}
