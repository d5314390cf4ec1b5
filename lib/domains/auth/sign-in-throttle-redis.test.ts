import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";

// The sign-in throttle on Redis in a process that has not used Redis yet (under `npm start` on
// PostgreSQL, the customer area's process has no /v1 traffic to open the connection first): the
// first sign-in must wait for the connection, not fail on it. Needs TEST_REDIS_URL.
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn("sign-in-throttle-redis.test: TEST_REDIS_URL is not set, so it is SKIPPED.");

describe.skipIf(!redisUrl)("the sign-in throttle on a Redis connection not yet open (TEST_REDIS_URL)", () => {
  const previous = process.env.REDIS_URL;
  afterAll(async () => {
    const { closeRedis } = await import("../../platform/redis/client");
    await closeRedis();
    if (previous === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = previous;
  });

  it("answers the first check, records a failure and clears it", async () => {
    process.env.REDIS_URL = redisUrl;
    vi.resetModules();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("module-integrations.redis")];
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("module-integrations.sign-in-throttle")];
    const throttle = await import("./sign-in-throttle");
    const { getRedis } = await import("../../platform/redis/client");
    const email = `cold-${randomUUID()}@example.test`;
    // The very first Redis command of this process: the connection is still opening.
    expect(await throttle.secondsUntilSignInAllowed(email, "192.0.2.9")).toBe(0);
    expect(getRedis()!.status).toBe("ready");
    for (let attempt = 0; attempt < 5; attempt++) await throttle.recordFailedSignIn(email, "192.0.2.9");
    expect(await throttle.secondsUntilSignInAllowed(email, "192.0.2.9")).toBeGreaterThan(0);
    await throttle.clearFailedSignIns(email, "192.0.2.9");
    expect(await throttle.secondsUntilSignInAllowed(email, "192.0.2.9")).toBe(0);
  });
});
