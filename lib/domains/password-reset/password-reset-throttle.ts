import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { createLimiter } from "../rate-limits";
import { waitForRedis } from "../../platform/redis/client";
import { processGlobal } from "../../platform/process-globals";

// Reset links are throttled per address (no one fills a colleague's inbox) and per client (no
// one walks the user base), counted whether or not the address has an account, so the answer
// says nothing about who has one. Shared through Redis when REDIS_URL is set.
export const RESETS_PER_ADDRESS = 3;
export const RESETS_PER_CLIENT = 10;
const WINDOW_SECONDS = 15 * 60;

type Limiters = { address: RateLimiterAbstract; client: RateLimiterAbstract };
const slot = processGlobal<Limiters>("passwordResetThrottle");

function limiters(): Limiters {
  return slot.get() ?? slot.set({
    address: createLimiter({ keyPrefix: "password-reset:email", points: RESETS_PER_ADDRESS, durationSeconds: WINDOW_SECONDS }),
    client: createLimiter({ keyPrefix: "password-reset:ip", points: RESETS_PER_CLIENT, durationSeconds: WINDOW_SECONDS }),
  });
}

/** Counts one request; the seconds to wait when the address or the client is over its limit, else 0. */
export async function consumePasswordResetRequest(email: string, ip: string): Promise<number> {
  await waitForRedis();
  const { address, client } = limiters();
  const outcomes = await Promise.allSettled([address.consume(email), client.consume(ip)]);
  // Over the limit, the library rejects with its answer (not an Error); a Redis failure is an Error.
  for (const outcome of outcomes) if (outcome.status === "rejected" && outcome.reason instanceof Error) throw outcome.reason;
  const waits = outcomes.map((outcome) => (outcome.status === "rejected" ? Number((outcome.reason as { msBeforeNext: number }).msBeforeNext) : 0));
  return Math.ceil(Math.max(...waits) / 1000);
}
