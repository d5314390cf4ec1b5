import type { OAuthClient } from "../../platform/db/schema";
import { findClientToken } from "./find-client-token";

/** RFC 7662 §2.2: the introspection answer; inactive carries nothing else. */
export type IntrospectionResponse =
  | { active: false }
  | { active: true; scope: string; client_id: string; token_type: "Bearer"; exp: number; iat: number; sub: string; iss: string };

/** Whether one of the client's own tokens is usable now; another client's token is reported inactive. */
export async function introspectClientToken(options: { client: OAuthClient; token: string; issuer: string; now?: Date }): Promise<IntrospectionResponse> {
  const now = options.now ?? new Date();
  const record = await findClientToken(options.client.id, options.token);
  if (!record || record.revokedAt || record.expiresAt <= now) return { active: false };
  return {
    active: true,
    scope: record.scopes.join(" "),
    client_id: options.client.id,
    token_type: "Bearer",
    exp: Math.floor(record.expiresAt.getTime() / 1000),
    iat: Math.floor(record.createdAt.getTime() / 1000),
    sub: options.client.id,
    iss: options.issuer,
  };
}
