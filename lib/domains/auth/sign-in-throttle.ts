import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { createLimiter } from "../rate-limits";
import { waitForRedis } from "../../platform/redis/client";
import { processGlobal } from "../../platform/process-globals";

// Failed sign-ins are throttled per (email, address) and per address, so neither one account
// nor the whole user base can be brute-forced. Only failures count; a success clears the pair.
const PAIR_FAILURES = 5;
const ADDRESS_FAILURES = 30;
const WINDOW_SECONDS = 15 * 60;

type Limiters = { pair: RateLimiterAbstract; address: RateLimiterAbstract };
const slot = processGlobal<Limiters>("signInThrottle");

function limiters(): Limiters {
  return slot.get() ?? slot.set({
    pair: createLimiter({ keyPrefix: "sign-in:pair", points: PAIR_FAILURES, durationSeconds: WINDOW_SECONDS, blockDurationSeconds: WINDOW_SECONDS }),
    address: createLimiter({ keyPrefix: "sign-in:ip", points: ADDRESS_FAILURES, durationSeconds: WINDOW_SECONDS, blockDurationSeconds: WINDOW_SECONDS }),
  });
}

const pairKey = (email: string, ip: string) => `${email}|${ip}`;

/** Seconds until this email may try again from this address; 0 when it may try now. */
export async function secondsUntilSignInAllowed(email: string, ip: string): Promise<number> {
  // The customer area's process may sign someone in before its Redis connection is open (it
  // has no /v1 traffic to open it earlier): wait for it rather than fail the sign-in.
  await waitForRedis();
  const { pair, address } = limiters();
  const [pairState, addressState] = await Promise.all([pair.get(pairKey(email, ip)), address.get(ip)]);
  const waits = [
    pairState && pairState.consumedPoints >= PAIR_FAILURES ? pairState.msBeforeNext : 0,
    addressState && addressState.consumedPoints >= ADDRESS_FAILURES ? addressState.msBeforeNext : 0,
  ];
  return Math.ceil(Math.max(...waits) / 1000);
}

export async function recordFailedSignIn(email: string, ip: string): Promise<void> {
  await waitForRedis();
  const { pair, address } = limiters();
  // A rejection only means the key is now blocked, which is what we want recorded.
  await Promise.allSettled([pair.consume(pairKey(email, ip)), address.consume(ip)]);
}

export async function clearFailedSignIns(email: string, ip: string): Promise<void> {
  await waitForRedis();
  await limiters().pair.delete(pairKey(email, ip));
}
