import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { createRequire } from "node:module";
import { RateLimiterRes, type RateLimiterRedis } from "rate-limiter-flexible";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RedisClient } from "../../platform/redis/client";
import { hasRedisServerBinary, startThrowawayRedisServer, type ThrowawayRedisServer } from "../../testing/throwaway-redis-server";
import { loadRateLimitWith } from "./testing/fresh-rate-limit-module";

const redisUrl = process.env.TEST_REDIS_URL;

/** rate-limiter-flexible loaded a second time, as a bundle that carries its own copy has it: its classes are others. */
function secondCopyOfRateLimiterFlexible(): typeof import("rate-limiter-flexible") {
  const require = createRequire(import.meta.url);
  const packageDirectory = require.resolve("rate-limiter-flexible").replace(/index\.js$/, "");
  const cached = Object.keys(require.cache).filter((file) => file.startsWith(packageDirectory));
  const kept = new Map(cached.map((file) => [file, require.cache[file]]));
  for (const file of cached) delete require.cache[file];
  try {
    return require("rate-limiter-flexible") as typeof import("rate-limiter-flexible");
  } finally {
    for (const [file, module] of kept) require.cache[file] = module;
  }
}

async function burst(consume: (key: string, limit: number) => Promise<{ allowed: boolean; remaining: number }>, key: string, count: number, limit: number) {
  return Promise.all(Array.from({ length: count }, () => consume(key, limit)));
}

describe("rate limit in process memory", () => {
  it("admits exactly the limit, each success seeing a distinct remaining count, and refusals cost nothing", async () => {
    const { consumeRateLimit, rateLimitHeaders } = await loadRateLimitWith(undefined);
    const key = `test:${randomUUID()}`;
    const outcomes = await burst(consumeRateLimit, key, 650, 600);
    const admitted = outcomes.filter((outcome) => outcome.allowed);
    expect(admitted).toHaveLength(600);
    expect(admitted.map((outcome) => outcome.remaining).sort((a, b) => a - b)).toEqual(Array.from({ length: 600 }, (_, i) => i));
    // A grant to 3 000 mid-window: the 650 attempts above only cost 600 points.
    const afterGrant = await burst(consumeRateLimit, key, 2400, 3000);
    expect(afterGrant.filter((outcome) => outcome.allowed)).toHaveLength(2400);
    expect((await consumeRateLimit(key, 3000)).allowed).toBe(false);
    const headers = rateLimitHeaders(await consumeRateLimit(key, 3000));
    expect(headers["X-RateLimit-Remaining"]).toBe("0");
    expect(headers["RateLimit-Policy"]).toBe('"extended";q=3000;w=60');
  });
});

describe("rate limit when Redis is unreachable", () => {
  it("fails closed with a 503 problem carrying Retry-After, never admitting the request", async () => {
    const { consumeRateLimit, closeRedis, ProblemError } = await loadRateLimitWith("redis://127.0.0.1:1");
    try {
      const error = await consumeRateLimit(`test:${randomUUID()}`, 600).then(
        () => null,
        (rejection: unknown) => rejection,
      );
      expect(error).toBeInstanceOf(ProblemError);
      const init = (error as InstanceType<typeof ProblemError>).init;
      expect(init.status).toBe(503);
      expect(init.code).toBe("rate_limit_unavailable");
      expect(Number(init.headers?.["Retry-After"])).toBeGreaterThanOrEqual(1);
      expect(init.headers?.["X-RateLimit-Remaining"]).toBe("0");
    } finally {
      await closeRedis();
    }
  });

  it("answers the public documents and paths with no operation with that 503 and its rate-limit headers", async () => {
    // They used to drop the headers (a "bare" 503), where the contract has every /v1 answer carry them.
    const { closeRedis } = await loadRateLimitWith("redis://127.0.0.1:1");
    try {
      const { edgeApp } = await import("./edge-app");
      for (const path of ["/v1/openapi.json", "/v1/nothing"]) {
        const answer = await edgeApp.fetch(new Request(`http://edge.test${path}`));
        expect([answer.status, ((await answer.json()) as { code: string }).code], path).toEqual([503, "rate_limit_unavailable"]);
        for (const name of ["retry-after", "x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"]) expect(answer.headers.get(name), `${path}: ${name}`).not.toBeNull();
        expect(answer.headers.get("x-ratelimit-remaining"), path).toBe("0");
      }
    } finally {
      await closeRedis();
    }
  });
});

describe.skipIf(!redisUrl)("rate limit on Redis (TEST_REDIS_URL)", () => {
  afterAll(async () => {
    const { closeRedis } = await import("../../platform/redis/client");
    await closeRedis();
  });

  it("refuses with a 429 outcome when the limiter comes from another copy of the library", async () => {
    // npm start runs two bundles of lib/ in one process, and the limiters live on globalThis: a
    // limiter one bundle made, with its copy of rate-limiter-flexible, refuses with that copy's
    // RateLimiterRes class. Here the limiter for this limit is remade from a second copy of the package.
    const { consumeRateLimit } = await loadRateLimitWith(redisUrl);
    const key = `test:${randomUUID()}`;
    expect((await consumeRateLimit(key, 3)).allowed).toBe(true);
    const limiters = (globalThis as Record<symbol, { byLimit: Map<number, RateLimiterRedis> }>)[Symbol.for("module-integrations.api-limiters")]!;
    // What createLimiter gave the library, read back from the limiter it made.
    const made = limiters.byLimit.get(3) as unknown as { client: RedisClient; keyPrefix: string; points: number; duration: number; _incrTtlLuaScript: string };
    const secondCopy = secondCopyOfRateLimiterFlexible();
    expect(secondCopy.RateLimiterRes).not.toBe(RateLimiterRes);
    limiters.byLimit.set(3, new secondCopy.RateLimiterRedis({ storeClient: made.client, keyPrefix: made.keyPrefix, points: made.points, duration: made.duration, customIncrTtlLuaScript: made._incrTtlLuaScript }));
    const outcomes = await burst(consumeRateLimit, key, 3, 3);
    expect(outcomes.map((outcome) => outcome.allowed)).toEqual([true, true, false]);
    expect(outcomes[2]).toMatchObject({ remaining: 0, limit: 3 });
  });

  it("stays exact across the window's end while refused requests keep coming", async () => {
    const { consumeRateLimit } = await loadRateLimitWith(redisUrl);
    const redis = new Redis(redisUrl!);
    const limit = 5;
    try {
      // Many window ends, each in the middle of waves of refused requests: a refusal counted in
      // one window and given back in the next would let that next window admit one more.
      for (let trial = 0; trial < 30; trial++) {
        const key = `test:${randomUUID()}`;
        await redis.set(`mis:api:${key}`, String(limit), "PX", 5);
        // Waves until the window has ended (something is admitted), then three more of refused
        // requests: counted by waves, not by a clock, so a slow machine cannot stop before the end.
        let admitted = 0;
        let wavesAfterTheEnd = 0;
        for (let wave = 0; wave < 200 && wavesAfterTheEnd < 3; wave++) {
          admitted += (await burst(consumeRateLimit, key, 20, limit)).filter((outcome) => outcome.allowed).length;
          if (admitted > 0) wavesAfterTheEnd++;
        }
        // The next window (60 s) admits exactly the limit, and its stored count says so.
        expect({ trial, admitted, stored: await redis.get(`mis:api:${key}`) }).toEqual({ trial, admitted: limit, stored: String(limit) });
      }
    } finally {
      redis.disconnect();
    }
  });

  it("admits exactly the limit from 650 concurrent requests", async () => {
    const { consumeRateLimit } = await loadRateLimitWith(redisUrl);
    const outcomes = await burst(consumeRateLimit, `test:${randomUUID()}`, 650, 600);
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(600);
  });
});

// MONITOR on a redis-server of these tests' own: ioredis marks a connection as monitoring only
// after MONITOR's reply has been handled, so on the shared server another test file's commands,
// echoed in the same read as that reply, were taken for replies to no command ("Command queue
// state error", an uncaught exception that failed a CI run). Here only these tests' commands flow.
describe.skipIf(!hasRedisServerBinary())("rate limit's Redis round trips, watched with MONITOR (own redis-server)", () => {
  let server: ThrowawayRedisServer;

  beforeAll(async () => {
    server = await startThrowawayRedisServer();
  });

  afterAll(async () => {
    const { closeRedis } = await import("../../platform/redis/client");
    await closeRedis();
    await server?.stop();
  });

  /** The commands sent to Redis (not those a script runs inside it) that name `key`, while `run` runs. */
  async function commandsNaming<T>(key: string, run: () => Promise<T>): Promise<{ result: T; commands: string[] }> {
    const monitor = await server.admin.monitor();
    const probe = new Redis(server.url);
    const commands: string[] = [];
    // Commands the script runs inside Redis are reported with the source "lua": not round trips.
    monitor.on("monitor", (_time: string, args: string[], source: string) => {
      if (source !== "lua" && args.some((arg) => arg.includes(key))) commands.push(args[0]!.toLowerCase());
    });
    try {
      const result = await run();
      // MONITOR reports asynchronously; a PING on the same server orders after our commands.
      await probe.ping();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { result, commands };
    } finally {
      monitor.disconnect();
      probe.disconnect();
    }
  }

  it("costs one Redis command per admitted request, watched with MONITOR", async () => {
    const { consumeRateLimit } = await loadRateLimitWith(server.url);
    await consumeRateLimit(`test:${randomUUID()}`, 600); // loads the counting script once
    const key = `test:${randomUUID()}`;
    const { commands } = await commandsNaming(key, () => burst(consumeRateLimit, key, 50, 600));
    expect(commands).toEqual(Array.from({ length: 50 }, () => "evalsha"));
  });

  it("refuses in one Redis command that stores nothing", async () => {
    const { consumeRateLimit } = await loadRateLimitWith(server.url);
    const key = `test:${randomUUID()}`;
    await burst(consumeRateLimit, key, 5, 5);
    const { result: refused, commands } = await commandsNaming(key, () => burst(consumeRateLimit, key, 10, 5));
    expect(refused.every((outcome) => !outcome.allowed)).toBe(true);
    // No give-back call that could land in the next window.
    expect(commands).toEqual(Array.from({ length: 10 }, () => "evalsha"));
    expect(await server.admin.get(`mis:api:${key}`)).toBe("5");
  });
});

if (!redisUrl) console.warn("rate-limit.test: TEST_REDIS_URL is not set, so the Redis case is SKIPPED.");
