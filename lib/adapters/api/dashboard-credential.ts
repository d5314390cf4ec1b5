import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { AccessScope } from "../../platform/schemas/vocabulary";
import type { MembershipRole } from "../../platform/schemas/vocabulary";
import { getAuthSecret } from "../../platform/crypto/auth-secret";

// The customer area calls /v1 like any client, with a credential minted per request for the
// signed-in member: signed (HMAC-SHA256), bound to the user, account and role, valid 5 minutes,
// never stored. The pipeline re-reads the membership and its role from the database on
// every call, or takes them from the customer-area request that read them a moment ago
// (in-process-membership.ts), so a removal or a lowered role holds at once.
//   mis_dc_<base64url(JSON payload)>.<base64url(signature)>

export const DASHBOARD_CREDENTIAL_PREFIX = "mis_dc_";
const LIFETIME_SECONDS = 5 * 60;

export interface DashboardCredentialClaims {
  userId: string;
  /** Shown as the actor in the audit journal. */
  userEmail: string;
  accountId: string;
  /** The role when minted; the pipeline uses the lesser of this and the role in the database. */
  role: MembershipRole;
  scopes: AccessScope[];
  /** Expiry, Unix seconds. */
  expiresAt: number;
  /** The admin's own address and browser, so audit entries name them rather than the server. */
  ip: string | null;
  userAgent: string | null;
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
