import { headers } from "next/headers";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { requestOriginFrom } from "../../platform/http/request-origin";

/**
 * How a session was signed in, for its record: what the sign-in step says on the user object
 * (`signInMethod`, set by the second-factor sign-in, e.g. "passkey"), else the provider's.
 */
export function signInMethodOf(user: object, account: { provider?: string } | null | undefined): string {
  const stated = (user as { signInMethod?: unknown }).signInMethod;
  if (typeof stated === "string" && stated) return stated;
  return account?.provider === "oidc" ? "oidc" : "password";
}

/** The signing-in browser's address and user agent. Auth.js' callbacks run inside the request, whose headers Next holds. */
export async function signInOrigin(): Promise<RequestOrigin> {
  try {
    return requestOriginFrom(await headers());
  } catch {
    // Outside a request (a script): nothing to record.
    return {};
  }
}
