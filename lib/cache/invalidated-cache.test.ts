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
    const cache = new InvalidatedCache<{ value: number }>({ max: 10, ttlMs: 30_000 });
    const source = counter();
    const [first, second] = await Promise.all([cache.get("k", source.load), cache.get("k", source.load)]);
    expect(first).toEqual({ value: 1 });
    expect(second).toBe(first);
    expect(await cache.get("k", source.load)).toBe(first);
    expect(source.loads()).toBe(1);
  });

  it("does not store a value whose load raced with an invalidation", async () => {
    expect(await untilListening()).toBe(true);
    const cache = new InvalidatedCache<{ value: number }>({ max: 10, ttlMs: 30_000 });
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

  it("stores nothing while delivery is down and forgets everything when it resumes", async () => {
    expect(await untilListening()).toBe(true);
    const cache = new InvalidatedCache<{ value: number }>({ max: 10, ttlMs: 30_000 });
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
