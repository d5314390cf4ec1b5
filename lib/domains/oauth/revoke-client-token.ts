import { revokeAccessToken } from "../access-tokens";
import type { RequestOrigin } from "../../platform/http/request-origin";
import type { OAuthClient } from "../../platform/db/schema";
import { findClientToken } from "./find-client-token";

/**
 * RFC 7009: revokes one of the client's own tokens (journalled as `token.revoked`). An unknown
 * token, or another client's, changes nothing and is answered the same 200, so the endpoint
 * tells nobody which tokens exist.
 */
export async function revokeClientToken(options: { client: OAuthClient; token: string; origin?: RequestOrigin }): Promise<void> {
  const record = await findClientToken(options.client.id, options.token);
  if (!record || record.revokedAt) return;
  await revokeAccessToken({
    accountId: record.accountId,
    actor: { type: "system", id: null, display: `OAuth client ${options.client.name}` },
    origin: options.origin,
    tokenId: record.id,
  });
}
