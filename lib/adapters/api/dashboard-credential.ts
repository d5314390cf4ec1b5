import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "../../platform/crypto/auth-secret";
import type { CustomerAreaCaller } from "../v1-client/customer-area-transport-slot";

// A customer-area call that crosses a socket carries a credential minted for the signed-in
// member: the API explorer's calls from the browser, and the customer area's own calls when
// INTERNAL_API_URL sends them over HTTP (in process they pass a typed principal instead,
// in-process-principal.ts). Signed (HMAC-SHA256), bound to the user, account and role, valid 5
// minutes, never stored. The pipeline re-reads the membership and its role from the database on
// every call, so a removal or a lowered role holds at once.
//   mis_dc_<base64url(JSON payload)>.<base64url(signature)>

export const DASHBOARD_CREDENTIAL_PREFIX = "mis_dc_";
const LIFETIME_SECONDS = 5 * 60;

/** The caller (whose `role` is the role when minted: the pipeline uses the lesser of it and the database's), and the expiry. */
export interface DashboardCredentialClaims extends CustomerAreaCaller {
  /** Expiry, Unix seconds. */
  expiresAt: number;
}

let signingKey: Buffer | undefined;
function key(): Buffer {
  signingKey ??= Buffer.from(hkdfSync("sha256", getAuthSecret(), "", "dashboard-credential-v1", 32));
  return signingKey;
}

const sign = (payload: string) => createHmac("sha256", key()).update(payload).digest("base64url");

/** `lifetimeSeconds`: 5 minutes unless a page holds the credential longer (the API explorer: 15). */
export function mintDashboardCredential(
  claims: Omit<DashboardCredentialClaims, "expiresAt">,
  now = Date.now(),
  lifetimeSeconds = LIFETIME_SECONDS,
): string {
  const full: DashboardCredentialClaims = { ...claims, expiresAt: Math.floor(now / 1000) + lifetimeSeconds };
  const payload = Buffer.from(JSON.stringify(full)).toString("base64url");
  return `${DASHBOARD_CREDENTIAL_PREFIX}${payload}.${sign(payload)}`;
}

/** The claims when the signature is right; expiry is checked by the caller (to say "expired"). */
export function readDashboardCredential(value: string): DashboardCredentialClaims | null {
  const [payload, signature] = value.slice(DASHBOARD_CREDENTIAL_PREFIX.length).split(".");
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as DashboardCredentialClaims;
  } catch {
    return null;
  }
}
