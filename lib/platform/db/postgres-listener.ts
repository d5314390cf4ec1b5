import pg from "pg";
import { logger } from "../logger";
import { ChannelSubscribers, type DatabaseListener } from "./database-listener";

// LISTEN needs a session of its own: a pooled connection goes back to the pool and its
// subscriptions with it. One client per process for every channel (worker wake-ups, cache
// invalidations), with one reconnect policy: backoff from 0.5 s to 15 s while the server is away.
// Subscribers hear when LISTEN stops holding and when it holds again, since notifications sent
// in between are lost.

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;
/** Names the session in pg_stat_activity, for operators (and the reconnect test) to find it. */
export const LISTENER_APPLICATION_NAME = "module-integrations listener";

export function createPostgresListener(connectionString: string): DatabaseListener {
  const subscribers = new ChannelSubscribers();
  /** Channels whose LISTEN holds on the current client. */
  const active = new Set<string>();
  let client: pg.Client | null = null;
  let closed = false;
  let delayMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let started: Promise<void> | null = null;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delayMs);
    retryTimer.unref();
    delayMs = Math.min(delayMs * 2, RECONNECT_MAX_MS);
  };

  const listenOn = async (on: pg.Client, channel: string) => {
    await on.query(`listen ${pg.escapeIdentifier(channel)}`);
    active.add(channel);
    subscribers.listening(channel);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000, application_name: LISTENER_APPLICATION_NAME });
    // A lost session emits 'error' (and 'end'); without a listener the process would die.
    // Message only: the error can carry connection details.
    next.on("error", (error) => logger.warn({ error: error.message }, "database notifications lost; reconnecting"));
    next.on("end", () => {
      if (client === next) {
        client = null;
        active.clear();
        subscribers.lost(closed);
      }
      scheduleReconnect();
    });
    next.on("notification", (message) => subscribers.notification(message.channel, message.payload ?? ""));
    try {
      await next.connect();
      if (closed) return void (await next.end().catch(() => {}));
      client = next;
      for (const channel of subscribers.channels()) await listenOn(next, channel);
    } catch {
      // Ending it tells the subscribers (if LISTEN had begun to hold) and schedules the next attempt.
      await next.end().catch(() => {});
      return scheduleReconnect();
    }
    if (delayMs > RECONNECT_MIN_MS) logger.info("database notifications resumed");
    delayMs = RECONNECT_MIN_MS;
  };

  return {
    subscribe(channel, subscriber) {
      const { isNewChannel, remove } = subscribers.add(channel, subscriber);
      if (isNewChannel && client) {
        // A failed LISTEN ends the session; the reconnect LISTENs to every channel again.
        const on = client;
        listenOn(on, channel).catch(() => on.end().catch(() => {}));
      } else if (active.has(channel)) {
        queueMicrotask(() => subscriber.onListening?.());
      }
      started ??= connect();
      return remove;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await started;
      const current = client;
      client = null;
      active.clear();
      subscribers.lost(true);
      await current?.end().catch(() => {});
    },
  };
}
