import type { PGlite } from "@electric-sql/pglite";
import { ChannelSubscribers, type DatabaseListener } from "./database-listener";

// PGlite delivers NOTIFY (sent by a statement or a trigger, after the commit) to listeners in
// the same process, which is every writer there is on an embedded database. Its session never
// drops; LISTEN takes effect a moment after the call, and the subscriber is told once it has.

export function createPgliteListener(client: PGlite): DatabaseListener {
  const subscribers = new ChannelSubscribers();
  const unlistens: Promise<() => Promise<void>>[] = [];
  return {
    subscribe(channel, subscriber) {
      const { remove } = subscribers.add(channel, subscriber);
      const unlisten = client.listen(channel, (payload) => subscriber.onNotification(payload));
      unlistens.push(unlisten);
      void unlisten.then(() => subscriber.onListening?.(), () => {});
      return () => {
        remove();
        void unlisten.then((stop) => stop()).catch(() => {});
      };
    },
    async close() {
      subscribers.lost(true);
      // Settled before the client closes: a LISTEN still queued would fail on a closed database.
      await Promise.allSettled(unlistens);
    },
  };
}
