// What a LISTEN client offers, whichever database is behind it (lib/platform/db/postgres-listener.ts on a
// server, lib/platform/db/pglite-listener.ts embedded), and the bookkeeping of who listens to what.

export interface NotificationSubscriber {
  /** A NOTIFY on the channel, delivered after the sender's commit. */
  onNotification(payload: string): void;
  /** LISTEN holds (at first, or again after a loss): what was sent before it did is lost. */
  onListening?(): void;
  /** LISTEN no longer holds: the session dropped and is reconnecting, or the database was `closed`. */
  onLost?(closed: boolean): void;
}

export interface DatabaseListener {
  /** Subscribes to `channel`; returns the unsubscribe. */
  subscribe(channel: string, subscriber: NotificationSubscriber): () => void;
  /** Tells every subscriber it is lost for good, then ends the session. */
  close(): Promise<void>;
}

/** Subscribers per channel. */
export class ChannelSubscribers {
  private readonly byChannel = new Map<string, Set<NotificationSubscriber>>();

  /** Adds `subscriber`; `isNewChannel` when nobody listened to `channel` before. */
  add(channel: string, subscriber: NotificationSubscriber): { isNewChannel: boolean; remove: () => void } {
    let subscribers = this.byChannel.get(channel);
    const isNewChannel = !subscribers;
    if (!subscribers) this.byChannel.set(channel, (subscribers = new Set()));
    subscribers.add(subscriber);
    // The channel stays LISTENed to: subscribers come and go, and one LISTEN costs nothing.
    return { isNewChannel, remove: () => void subscribers.delete(subscriber) };
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  notification(channel: string, payload: string): void {
    for (const subscriber of this.byChannel.get(channel) ?? []) subscriber.onNotification(payload);
  }

  listening(channel: string): void {
    for (const subscriber of this.byChannel.get(channel) ?? []) subscriber.onListening?.();
  }

  lost(closed: boolean): void {
    for (const subscribers of this.byChannel.values()) for (const subscriber of subscribers) subscriber.onLost?.(closed);
  }
}
