import { EventEmitter } from "node:events";
import pg from "pg";
import { logger } from "../logger";

// LISTEN needs a session of its own: a pooled connection goes back to the pool and its
// subscriptions with it. One client per process, reconnecting with backoff when the server goes
// away. Whenever LISTEN starts to hold (first connect, reconnect, a new channel) its channel
// fires once, since notifications sent before that are lost.

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;

export interface PostgresListener {
  listen(channel: string, callback: () => void): () => void;
  close(): Promise<void>;
}

export function createPostgresListener(connectionString: string): PostgresListener {
  const emitter = new EventEmitter().setMaxListeners(0);
  const channels = new Set<string>();
  let client: pg.Client | null = null;
  let closed = false;
  let delayMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delayMs);
    retryTimer.unref();
    delayMs = Math.min(delayMs * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    // A lost session emits 'error' (and 'end'); without a listener the process would die.
    next.on("error", () => {});
    next.on("end", () => {
      if (client === next) client = null;
      scheduleReconnect();
    });
    next.on("notification", (message) => emitter.emit(message.channel));
    try {
      await next.connect();
      for (const channel of channels) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      await next.end().catch(() => {});
      return scheduleReconnect();
    }
    if (closed) return void (await next.end().catch(() => {}));
    const wasReconnect = delayMs > RECONNECT_MIN_MS;
    client = next;
    delayMs = RECONNECT_MIN_MS;
    if (wasReconnect) logger.info("database notifications resumed");
    for (const channel of channels) emitter.emit(channel);
  };
  let started: Promise<void> | null = null;

  return {
    listen(channel, callback) {
      emitter.on(channel, callback);
      if (!channels.has(channel)) {
        channels.add(channel);
        // Once LISTEN holds, one wake-up for what was committed before it did.
        client?.query(`listen ${pg.escapeIdentifier(channel)}`).then(
          () => emitter.emit(channel),
          () => client?.end().catch(() => {}),
        );
      }
      started ??= connect();
      return () => emitter.off(channel, callback);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await started;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
