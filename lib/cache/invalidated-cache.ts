import { LRUCache } from "lru-cache";
import { busState, onDeliveryReset } from "./invalidation-bus";
import { ensureListening } from "./listen-for-invalidations";

export interface InvalidatedCacheOptions<V> {
  max: number;
  /** Safety net for a message lost in transit; events, not this, are what keep entries fresh. */
  ttlMs: number;
  /** Called when an entry leaves the cache (evicted, expired, deleted or replaced: see `reason`). */
  dispose?: (value: V, key: string, reason: LRUCache.DisposeReason) => void;
}

/**
 * An in-process LRU that events keep correct. A loaded value is stored only while messages
 * from other instances arrive, and only if none arrived during the load (it could have been
 * read just before a change). Concurrent misses on one key share one load.
 */
export class InvalidatedCache<V extends object> {
  private readonly entries: LRUCache<string, V>;
  private readonly loading = new Map<string, Promise<V | undefined>>();

  constructor(options: InvalidatedCacheOptions<V>) {
    this.entries = new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs, dispose: options.dispose });
    onDeliveryReset(() => this.clear());
  }

  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    ensureListening();
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const state = busState();
    const generation = state.generation;
    const loaded = load().then((value) => {
      if (value !== undefined && state.listening && state.generation === generation) this.entries.set(key, value);
      return value;
    });
    this.loading.set(key, loaded);
    try {
      return await loaded;
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
