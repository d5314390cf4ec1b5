import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { createLimiter } from "../rate-limits";
import { waitForRedis } from "../../platform/redis/client";
import { processGlobal } from "../../platform/process-globals";

// Wrong authenticator or recovery codes are throttled per user, wherever they come from: six
// digits are a million guesses, five per 15 minutes makes them useless. Shared through Redis
// when REDIS_URL is set, like the sign-in throttle; a right code clears the count.
export const SECOND_FACTOR_FAILURES = 5;
const WINDOW_SECONDS = 15 * 60;

const slot = processGlobal<RateLimiterAbstract>("secondFactorThrottle");

function limiter(): RateLimiterAbstract {
  return slot.get() ?? slot.set(createLimiter({
    keyPrefix: "second-factor:user",
    points: SECOND_FACTOR_FAILURES,
    durationSeconds: WINDOW_SECONDS,
    blockDurationSeconds: WINDOW_SECONDS,
  }));
}

/** Seconds until this user may try a code again; 0 when they may now. */
export async function secondsUntilCodeAllowed(userId: string): Promise<number> {
  await waitForRedis();
  const state = await limiter().get(userId);
  return state && state.consumedPoints >= SECOND_FACTOR_FAILURES ? Math.ceil(state.msBeforeNext / 1000) : 0;
}

export async function recordFailedCode(userId: string): Promise<void> {
  await waitForRedis();
  // A rejection only means the key is now blocked, which is what we want recorded.
  await limiter().consume(userId).catch((reason: unknown) => {
    if (reason instanceof Error) throw reason;
  });
}

export async function clearFailedCodes(userId: string): Promise<void> {
  await waitForRedis();
  await limiter().delete(userId);
}

/** The refusal a throttled user reads. */
export const tooManyCodesMessage = (waitSeconds: number) => `Too many wrong codes. Try again in ${Math.ceil(waitSeconds / 60)} min.`;
