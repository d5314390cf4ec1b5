import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "../../platform/errors/app-error";
import { createLimiter } from "../rate-limits";
import { waitForRedis } from "../../platform/redis/client";
import { processGlobal } from "../../platform/process-globals";

// "Sign in with a passkey" hands a challenge (a database row) to anyone who asks, before anyone is
// known: limited per client address so nobody fills the table. Shared through Redis when set.
const CHALLENGES_PER_CLIENT = 30;
const WINDOW_SECONDS = 5 * 60;

const slot = processGlobal<RateLimiterAbstract>("passkeyChallengeThrottle");

/** Counts one challenge for this client; `too_many_attempts` when over the limit. */
export async function consumePasskeyChallenge(ip: string): Promise<void> {
  await waitForRedis();
  const limiter = slot.get() ?? slot.set(createLimiter({ keyPrefix: "passkey-challenge:ip", points: CHALLENGES_PER_CLIENT, durationSeconds: WINDOW_SECONDS }));
  try {
    await limiter.consume(ip);
  } catch (reason) {
    // Over the limit, the library rejects with its answer (not an Error); a Redis failure is an Error.
    if (reason instanceof Error) throw reason;
    throw new AppError("too_many_attempts", "Too many passkey attempts from here. Wait a few minutes and try again.");
  }
}
