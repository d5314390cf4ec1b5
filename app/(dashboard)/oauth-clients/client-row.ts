import type { ExtendedLimitState } from "@/lib/domains/access-tokens/extended-limit-states";
import type { OAuthClientListItem } from "@/lib/domains/oauth-clients/list-oauth-clients";

/** A client as the table shows it: serialisable, dates as ISO strings. */
export interface ClientRow {
  id: string;
  name: string;
  scopes: string[];
  tokenLifetimeHours: number;
  authMethod: "client_secret" | "private_key_jwt";
  secrets: { hint: string; expiresAt: string | null }[];
  keyCount: number;
  jwksUri: string | null;
  liveTokens: number;
  createdAt: string;
  createdByEmail: string | null;
  disabled: boolean;
  /** Shared by every token the client mints. */
  rateLimitPerMinute: number;
  extendedLimit: ExtendedLimitState;
}

export function toClientRow(client: OAuthClientListItem): ClientRow {
  return {
    id: client.id,
    name: client.name,
    scopes: client.scopeCeiling,
    tokenLifetimeHours: client.tokenLifetimeSeconds / 3600,
    authMethod: client.authMethod,
    secrets: client.secrets.map((secret) => ({ hint: secret.hint, expiresAt: secret.expiresAt?.toISOString() ?? null })),
    keyCount: client.keyCount,
    jwksUri: client.jwksUri,
    liveTokens: client.liveTokens,
    createdAt: client.createdAt.toISOString(),
    createdByEmail: client.createdByEmail,
    disabled: client.disabledAt !== null,
    rateLimitPerMinute: client.rateLimitPerMinute,
    extendedLimit: client.extendedLimit,
  };
}
