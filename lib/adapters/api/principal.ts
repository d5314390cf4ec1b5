import type { Actor } from "../../domains/audit/actor";
import type { RequestOrigin } from "../../platform/http/request-origin";
import type { AccessScope } from "../../platform/schemas/vocabulary";
import type { MembershipRole } from "../../platform/schemas/vocabulary";

/** Who is calling /v1, once authenticated. */
export interface ApiPrincipal {
  accountId: string;
  scopes: AccessScope[];
  actor: Actor;
  /** Requests per minute that apply. */
  rateLimit: number;
  /** The counter the rate limit is kept under. */
  rateLimitKey: string;
  /**
   * The account's default /v1 version, which requests without an `Api-Version` header are answered
   * at. The version of this request is `resolvedApiVersion(context)` (the operation's `apiVersion`).
   */
  apiVersion: string;
  /** The access token's id (`tok_…`); null for a dashboard credential. */
  tokenId: string | null;
  /** The OAuth client (`oac_…`) that minted the access token; null for other tokens. */
  oauthClientId?: string | null;
  /** For a dashboard credential: the admin's own address and browser, recorded instead of the server's. */
  origin?: RequestOrigin;
  /** For a dashboard credential: the member's role, as the database holds it at this request. */
  role?: MembershipRole;
}
