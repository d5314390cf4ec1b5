import { env } from "../../platform/env";
import { AttemptsThrottled } from "../../platform/errors/attempts-throttled";
import { createFailureThrottle } from "../rate-limits";
import { OAuthError } from "./oauth-error";

// Failed client authentication at the OAuth endpoints is throttled as sign-in is: per
// (client id, address) and per address, failures only, a success clearing its pair. Secrets
// have ≥190 random bits, so this is not what keeps them safe: it stops a misconfigured or
// hostile machine from hammering the secret check and the database. Failures from another
// address never block a client: anyone could otherwise lock a client out by failing on purpose.
export const CLIENT_AUTH_THROTTLE = {
  /** Wrong credentials for one client from one address within the window before that pair is blocked. */
  pairFailures: 10,
  /** Failed authentications from one address, whatever the client, before the address is blocked (CLIENT_AUTH_ADDRESS_FAILURES). */
  addressFailures: env.CLIENT_AUTH_ADDRESS_FAILURES,
  /** The counting window, and how long a block lasts. */
  windowSeconds: 5 * 60,
};

const throttle = createFailureThrottle({ slot: "clientAuthThrottle", keyPrefix: "oauth-client-auth", ...CLIENT_AUTH_THROTTLE });

export interface ThrottledClientAuthenticationOptions<T> {
  /** The client id the request claims (before it is proved), or null when it names none. */
  claimedClientId: string | null;
  /** The caller's address; "unknown" when the server cannot tell. */
  ip: string | null | undefined;
  authenticate: () => Promise<T>;
}

/**
 * Runs the client authentication unless the client or address is blocked: then throws
 * AttemptsThrottled with the seconds to wait. An invalid_client refusal counts as a failure.
 */
export async function throttledClientAuthentication<T>(options: ThrottledClientAuthenticationOptions<T>): Promise<T> {
  const subject = options.claimedClientId ?? "(none)";
  const ip = options.ip ?? "unknown";
  const waitSeconds = await throttle.secondsUntilAllowed(subject, ip);
  if (waitSeconds > 0) throw new AttemptsThrottled(waitSeconds, `Too many failed client authentications. Try again in ${waitSeconds} s.`);
  try {
    const authenticated = await options.authenticate();
    await throttle.clearFailures(subject, ip);
    return authenticated;
  } catch (error) {
    if (error instanceof OAuthError && error.code === "invalid_client") await throttle.recordFailure(subject, ip);
    throw error;
  }
}
