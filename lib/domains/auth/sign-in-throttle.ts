import { createFailureThrottle } from "../rate-limits";

// Failed sign-ins are throttled per (email, address) and per address, so neither one account
// nor the whole user base can be brute-forced. Only failures count; a success clears the pair.
const throttle = createFailureThrottle({
  slot: "signInThrottle",
  keyPrefix: "sign-in",
  pairFailures: 5,
  addressFailures: 30,
  windowSeconds: 15 * 60,
});

/** Seconds until this email may try again from this address; 0 when it may try now. */
export const secondsUntilSignInAllowed = (email: string, ip: string) => throttle.secondsUntilAllowed(email, ip);

export const recordFailedSignIn = (email: string, ip: string) => throttle.recordFailure(email, ip);

export const clearFailedSignIns = (email: string, ip: string) => throttle.clearFailures(email, ip);
