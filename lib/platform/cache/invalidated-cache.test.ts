import { describe, expect, it } from "vitest";
import { InvalidatedCache } from "./invalidated-cache";
import { deliver, onInvalidation, setListening } from "./invalidation-bus";
import { untilListening } from "./listen-for-invalidations";

// The rules that keep a cache from holding a stale value: nothing stored while other
// instances' messages cannot arrive, nothing stored from a load that raced with a message,
// and everything dropped when delivery resumes.

function counter() {
  let loads = 0;
  return { load: async () => ({ value: ++loads }), loads: () => loads };
}

describe("InvalidatedCache", () => {
  it("serves a stored value without loading again, and shares one load between concurrent misses", async () => {
    expect(await untilListening()).toBe(true);
    const cache = new InvalidatedCache<{ value: number }>({ kind: "account-modules", max: 10, ttlMs: 30_000 });
    const source = counter();
    const [first, second] = await Promise.all([cache.get("k", source.load), cache.get("k", source.load)]);
    expect(first).toEqual({ value: 1 });
    expect(second).toBe(first);
    expect(await cache.get("k", source.load)).toBe(first);
    expect(source.loads()).toBe(1);
  });

  it("does not store a value whose load raced with an invalidation", async () => {
    expect(await untilListening()).toBe(true);
    const cache = new InvalidatedCache<{ value: number }>({ kind: "account-modules", max: 10, ttlMs: 30_000 });
    onInvalidation((invalidation) => invalidation.kind === "account-modules" && cache.delete(invalidation.accountId));
    let loads = 0;
    const racing = async () => {
      loads++;
      // The row was read; the change commits and its message arrives before the value is stored.
      deliver({ kind: "account-modules", accountId: "acc_other" });
      return { value: loads };
    };
    await cache.get("k", racing);
    await cache.get("k", racing);
    expect(loads).toBe(2);
  });

  it("does not let a caller after a change share a load begun before it", async () => {
    expect(await untilListening()).toBe(true);
    // As the token cache: its messages name the token id, so it cannot drop a load by key.
    const cache = new InvalidatedCache<{ revoked: boolean }>({ kind: "access-token", max: 10, ttlMs: 30_000 });
    let revoked = false;
    let releaseFirstRead!: () => void;
    const firstReadHeld = new Promise<void>((resolve) => (releaseFirstRead = resolve));
    let reads = 0;
    const load = async () => {
      const seen = { revoked };
      if (++reads === 1) await firstReadHeld; // the row was read before the revocation; its answer is still in transit
      return seen;
    };
    const beforeChange = cache.get("hash", load);
    revoked = true;
    deliver({ kind: "access-token", tokenId: "tok_revoked" });
    const afterChange = cache.get("hash", load);
    releaseFirstRead();
    expect(await beforeChange).toEqual({ revoked: false });
    expect(await afterChange).toEqual({ revoked: true });
    expect(reads).toBe(2);
    // And the later read is the one kept.
    expect(await cache.get("hash", load)).toEqual({ revoked: true });
    expect(reads).toBe(2);
  });

  it("lets messages of another kind neither spoil a fill nor split a shared load", async () => {
    expect(await untilListening()).toBe(true);
    const cache = new InvalidatedCache<{ value: number }>({ kind: "access-token", max: 10, ttlMs: 30_000 });
    let loads = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      loads++;
      await held;
      return { value: loads };
    };
    const first = cache.get("k", load);
    // A progress tick of some module: nothing a token cache holds.
    deliver({ kind: "account-modules", accountId: "acc_busy" });
    const second = cache.get("k", load);
    release();
    expect(await second).toBe(await first);
    expect(await cache.get("k", load)).toBe(await first);
    expect(loads).toBe(1);
  });

  it("stores nothing while delivery is down and forgets everything when it resumes", async () => {
    expect(await untilListening()).toBe(true);
    const cache = new InvalidatedCache<{ value: number }>({ kind: "account-modules", max: 10, ttlMs: 30_000 });
    const source = counter();
    await cache.get("k", source.load);
    setListening(false);
    try {
      await cache.get("other", source.load);
      await cache.get("other", source.load);
      expect(source.loads()).toBe(3);
    } finally {
      setListening(true);
    }
    await cache.get("k", source.load);
    expect(source.loads()).toBe(4);
  });
});
