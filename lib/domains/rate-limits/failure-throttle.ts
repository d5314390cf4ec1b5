import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { waitForRedis } from "../../platform/redis/client";
import { processGlobal, type ProcessGlobalName } from "../../platform/process-globals";
import { createLimiter } from "./create-limiter";

// Failed attempts throttled per (subject, address) and per address: the sign-in's shape (an
// e-mail), reused for clients at the OAuth endpoints (a client id). Only failures count; a
// success clears its pair. Failures from another address never block a subject here: that
// would let anyone lock someone else out by failing on purpose.

export interface FailureThrottleOptions {
  /** The process-wide slot its limiters live in (one per process, whichever copy of lib/ asks). */
  slot: ProcessGlobalName;
  /** Namespace of its counters, e.g. `sign-in`: keys `<prefix>:pair` and `<prefix>:ip`. */
  keyPrefix: string;
  /** Failures of one subject from one address before that pair is blocked. */
  pairFailures: number;
  /** Failures from one address, whatever the subject, before the address is blocked. */
  addressFailures: number;
  /** How long failures are counted, and how long a block lasts. */
  windowSeconds: number;
}

export interface FailureThrottle {
  /** Seconds until this subject may try again from this address; 0 when it may try now. */
  secondsUntilAllowed(subject: string, ip: string): Promise<number>;
  recordFailure(subject: string, ip: string): Promise<void>;
  clearFailures(subject: string, ip: string): Promise<void>;
}

type Limiters = { pair: RateLimiterAbstract; address: RateLimiterAbstract };

export function createFailureThrottle(options: FailureThrottleOptions): FailureThrottle {
  const slot = processGlobal<Limiters>(options.slot);
  const block = { durationSeconds: options.windowSeconds, blockDurationSeconds: options.windowSeconds };
  const limiters = () =>
    slot.get() ??
    slot.set({
      pair: createLimiter({ keyPrefix: `${options.keyPrefix}:pair`, points: options.pairFailures, ...block }),
      address: createLimiter({ keyPrefix: `${options.keyPrefix}:ip`, points: options.addressFailures, ...block }),
    });
  const pairKey = (subject: string, ip: string) => `${subject}|${ip}`;
  return {
    async secondsUntilAllowed(subject, ip) {
      // A process may need the throttle before its Redis connection is open (the customer
      // area's has no /v1 traffic to open it earlier): wait for it rather than fail.
      await waitForRedis();
      const { pair, address } = limiters();
      const [pairState, addressState] = await Promise.all([pair.get(pairKey(subject, ip)), address.get(ip)]);
      const waits = [
        pairState && pairState.consumedPoints >= options.pairFailures ? pairState.msBeforeNext : 0,
        addressState && addressState.consumedPoints >= options.addressFailures ? addressState.msBeforeNext : 0,
      ];
      return Math.ceil(Math.max(...waits) / 1000);
    },
    async recordFailure(subject, ip) {
      await waitForRedis();
      const { pair, address } = limiters();
      // A rejection only means the key is now blocked, which is what we want recorded.
      await Promise.allSettled([pair.consume(pairKey(subject, ip)), address.consume(ip)]);
    },
    async clearFailures(subject, ip) {
      await waitForRedis();
      await limiters().pair.delete(pairKey(subject, ip));
    },
  };
}
