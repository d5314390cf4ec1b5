import { eq, sql } from "drizzle-orm";
import { InvalidatedCache } from "../../platform/cache/invalidated-cache";
import { onInvalidation } from "../../platform/cache/invalidation-bus";
import { getDb } from "../../platform/db/client";
import { preparedPerDatabase, statementName } from "../../platform/db/prepared";
import { accessTokens, type AccessToken } from "../../platform/db/schema";
import { tokenCacheLookups } from "../../platform/telemetry/metrics";

// Verified tokens held in each process, so authenticating costs no database round trip. Keyed
// by the token's SHA-256; entries are dropped on every instance by `access-token` messages
// (revocation, limit change) and the expiry is compared with the clock on every use, so
// nothing here can let a token live past its instant.

/** What authentication needs from a token row. */
export type VerifiedToken = Pick<
  AccessToken,
  "id" | "accountId" | "name" | "tokenHint" | "scopes" | "rateLimitPerMinute" | "expiresAt" | "revokedAt" | "oauthClientId"
>;

const TOKEN_CACHE_TTL_MS = 30_000;

const accessTokenByHash = preparedPerDatabase((db) =>
  db.select().from(accessTokens).where(eq(accessTokens.tokenHash, sql.placeholder("hash"))).limit(1).prepare(statementName("access_token_by_hash")),
);

// Messages name the token id, never its hash, so the hash stays out of PostgreSQL's logs.
const hashById = new Map<string, string>();
const cache = new InvalidatedCache<VerifiedToken>({
  kind: "access-token",
  max: 50_000,
  ttlMs: TOKEN_CACHE_TTL_MS,
  // A replaced entry ("set") keeps its id → hash mapping: the new value is the same token.
  dispose: (token, hash, reason) => {
    if (reason !== "set" && hashById.get(token.id) === hash) hashById.delete(token.id);
  },
});

onInvalidation((invalidation) => {
  if (invalidation.kind !== "access-token") return;
  const hash = hashById.get(invalidation.tokenId);
  if (hash) cache.delete(hash);
});

/** The token with this hash, from memory when known; undefined when no such token exists. */
export async function findVerifiedToken(tokenHash: string): Promise<VerifiedToken | undefined> {
  let loaded = false;
  const token = await cache.get(tokenHash, async () => {
    loaded = true;
    const [record] = await accessTokenByHash(getDb()).execute({ hash: tokenHash });
    if (!record) return undefined;
    hashById.set(record.id, tokenHash);
    const { id, accountId, name, tokenHint, scopes, rateLimitPerMinute, expiresAt, revokedAt, oauthClientId } = record;
    return { id, accountId, name, tokenHint, scopes, rateLimitPerMinute, expiresAt, revokedAt, oauthClientId };
  });
  tokenCacheLookups.inc({ result: loaded ? "miss" : "hit" });
  return token;
}
