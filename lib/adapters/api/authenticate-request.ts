import { hasValidAccessTokenFormat, hashAccessToken, ACCESS_TOKEN_PREFIX } from "../../domains/access-tokens/token-format";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordRefusedTokenAttempt } from "../../domains/audit/record-refused-token-attempt";
import { findMembershipRole } from "../../domains/members/find-membership-role";
import { membershipRoles, type MembershipRole } from "../../platform/schemas/vocabulary";
import { findVerifiedToken } from "../../domains/access-tokens/verified-token-cache";
import { findAccountApiVersion } from "../../domains/accounts";
import { customerAreaPrincipal } from "./customer-area-principal";
import { DASHBOARD_CREDENTIAL_PREFIX, readDashboardCredential } from "./dashboard-credential";
import { inProcessPrincipalOf } from "./in-process-principal";
import type { ApiPrincipal } from "./principal";
import { problems } from "./problems";
import { ProblemError } from "./problem";

/** The bearer value, or a 401 problem when the header is missing or not `Bearer <token>`. */
function bearerTokenOf(request: Request): string {
  const header = request.headers.get("authorization");
  if (!header) throw new ProblemError(problems.missingToken());
  const match = /^Bearer +([\x21-\x7e]+)$/i.exec(header.trim());
  if (!match) throw new ProblemError(problems.malformedAuthorization());
  return match[1]!;
}

/**
 * RFC 6750 bearer authentication, cheapest check first: format → checksum → hash lookup →
 * expiry and revocation. Scope is checked by the caller once the rate limit has been applied.
 * The customer area's in-process calls come with their principal (in-process-principal.ts).
 */
export async function authenticateRequest(request: Request, origin: RequestOrigin, now = new Date()): Promise<ApiPrincipal> {
  const inProcess = inProcessPrincipalOf(request);
  if (inProcess) return inProcess;
  const token = bearerTokenOf(request);
  if (token.startsWith(DASHBOARD_CREDENTIAL_PREFIX)) return authenticateDashboardCredential(token, now);
  if (!token.startsWith(ACCESS_TOKEN_PREFIX) || !hasValidAccessTokenFormat(token)) {
    throw new ProblemError(problems.invalidToken("The access token is malformed."));
  }
  // From memory in the steady state; expiry is compared with `now` on every use, never cached.
  const record = await findVerifiedToken(hashAccessToken(token));
  if (!record) throw new ProblemError(problems.invalidToken("The access token is unknown."));

  const refusal = record.revokedAt ? "revoked" : record.expiresAt <= now ? "expired" : null;
  if (refusal) {
    await recordRefusedTokenAttempt({ record, reason: refusal, origin, now });
    throw new ProblemError(problems.invalidToken(`The access token has been ${refusal}.`));
  }
  return {
    accountId: record.accountId,
    scopes: record.scopes,
    actor: { type: "token", id: record.id, display: record.name },
    rateLimit: record.rateLimitPerMinute,
    // Every token of one OAuth client counts against the client's one window: minting more
    // tokens must not multiply the limit.
    rateLimitKey: record.oauthClientId ? `oauth_client:${record.oauthClientId}` : `token:${record.id}`,
    tokenId: record.id,
    oauthClientId: record.oauthClientId ?? null,
    // From memory in the steady state, as the token; dropped when the account's version changes.
    apiVersion: await findAccountApiVersion(record.accountId),
  };
}

async function authenticateDashboardCredential(value: string, now: Date): Promise<ApiPrincipal> {
  const claims = readDashboardCredential(value);
  if (!claims) throw new ProblemError(problems.invalidToken("The access token is malformed."));
  if (claims.expiresAt * 1000 <= now.getTime()) throw new ProblemError(problems.invalidToken("The access token has expired."));
  // Removing someone from an account takes effect at once, not when their credential expires.
  const role = await findMembershipRole({ userId: claims.userId, accountId: claims.accountId });
  if (!role) throw new ProblemError(problems.invalidToken("The access token is no longer valid for this account."));
  return customerAreaPrincipal({ ...claims, role: lesserRole(role, claims.role) }, await findAccountApiVersion(claims.accountId));
}

/** A credential never grants more than it was minted with, nor more than the member has now. */
function lesserRole(current: MembershipRole, minted: MembershipRole | undefined): MembershipRole {
  if (!minted || !membershipRoles.includes(minted)) return current;
  return membershipRoles.indexOf(minted) > membershipRoles.indexOf(current) ? minted : current;
}
