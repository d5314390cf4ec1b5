import { LRUCache } from "lru-cache";
import { busState, onDeliveryReset, type Invalidation } from "./invalidation-bus";
import { ensureListening } from "./listen-for-invalidations";

export interface InvalidatedCacheOptions<V> {
  /** The kind of message that can make an entry wrong: only those spoil a fill under way. */
  kind: Invalidation["kind"];
  max: number;
  /** Safety net for a message lost in transit; events, not this, are what keep entries fresh. */
  ttlMs: number;
  /** Called when an entry leaves the cache (evicted, expired, deleted or replaced: see `reason`). */
  dispose?: (value: V, key: string, reason: LRUCache.DisposeReason) => void;
}

interface PendingLoad<V> {
  promise: Promise<V | undefined>;
  /** The kind's generation when the load began. */
  generation: number;
}

/**
 * An in-process LRU that events keep correct. A loaded value is stored only while messages
 * from other instances arrive, and only if none of its kind arrived during the load (it could
 * have been read just before a change). Concurrent misses on one key share one load, but only
 * while no such message has arrived since it began: a caller that comes after a change must
 * not get what was read before it.
 */
export class InvalidatedCache<V extends object> {
  private readonly kind: Invalidation["kind"];
  private readonly entries: LRUCache<string, V>;
  private readonly loading = new Map<string, PendingLoad<V>>();

  constructor(options: InvalidatedCacheOptions<V>) {
    this.kind = options.kind;
    this.entries = new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs, dispose: options.dispose });
    onDeliveryReset(() => this.clear());
  }

  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    ensureListening();
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const state = busState();
    const generation = state.generations[this.kind];
    // The token cache cannot name the key of a load under way (its messages carry the token id,
    // learnt only from the loaded row), so a pending load is joined only if nothing changed since.
    const pending = this.loading.get(key);
    if (pending?.generation === generation) return pending.promise;
    const loaded: PendingLoad<V> = {
      generation,
      promise: load().then((value) => {
        if (value !== undefined && state.listening && state.generations[this.kind] === generation) this.entries.set(key, value);
        return value;
      }),
    };
    this.loading.set(key, loaded);
    try {
      return await loaded.promise;
    } finally {
      // Only our own: after an invalidation a newer load for this key may be under way.
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
    // A load under way began before this change; later callers must not share its result.
    this.loading.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }
}
