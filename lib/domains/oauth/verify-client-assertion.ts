import { and, eq, lt } from "drizzle-orm";
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from "jose";
import { getDb } from "../../platform/db/client";
import { oauthClientAssertions, type OAuthClient } from "../../platform/db/schema";
import { ASSERTION_ALGORITHMS } from "../oauth-clients";
import { fetchRemoteJwks } from "./fetch-remote-jwks";
import { OAuthError } from "./oauth-error";

// RFC 7523 §3 client assertions: signed by one of the client's keys, iss = sub = client_id,
// aud naming this server, an exp, and a jti used once. An assertion may live at most 10
// minutes, which bounds how long a jti must be remembered.

const CLOCK_TOLERANCE_SECONDS = 30;
const MAX_ASSERTION_LIFETIME_SECONDS = 600;

export interface VerifyClientAssertionOptions {
  client: OAuthClient;
  assertion: string;
  /** Accepted `aud` values: the issuer and the token endpoint (RFC 7523 §3 allows either). */
  audiences: string[];
  now: Date;
}

export async function verifyClientAssertion(options: VerifyClientAssertionOptions): Promise<void> {
  const { client, now } = options;
  const payload = await verifySignature(options);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (typeof payload.jti !== "string" || payload.jti.length === 0 || payload.jti.length > 256) {
    throw new OAuthError("invalid_client", "The client assertion needs a jti of 1 to 256 characters.");
  }
  const issuedAt = typeof payload.iat === "number" ? payload.iat : nowSeconds;
  if (payload.exp! - Math.min(issuedAt, nowSeconds) > MAX_ASSERTION_LIFETIME_SECONDS) {
    throw new OAuthError("invalid_client", `The client assertion must expire within ${MAX_ASSERTION_LIFETIME_SECONDS} seconds.`);
  }
  await rememberJti(client.id, payload.jti, new Date((payload.exp! + CLOCK_TOLERANCE_SECONDS) * 1000), now);
}

async function verifySignature({ client, assertion, audiences, now }: VerifyClientAssertionOptions): Promise<JWTPayload> {
  const verify = (keys: JSONWebKeySet) =>
    jwtVerify(assertion, createLocalJWKSet(keys), {
      issuer: client.id,
      subject: client.id,
      audience: audiences,
      algorithms: [...ASSERTION_ALGORITHMS],
      requiredClaims: ["exp", "jti"],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: now,
    });
  try {
    if (client.jwks) return (await verify(client.jwks as JSONWebKeySet)).payload;
    try {
      return (await verify(await fetchRemoteJwks(client.jwksUri!))).payload;
    } catch (error) {
      // The client may have rotated its key since we fetched: look once more.
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      return (await verify(await fetchRemoteJwks(client.jwksUri!, { stale: true }))).payload;
    }
  } catch (error) {
    if (error instanceof OAuthError) throw error;
    throw new OAuthError("invalid_client", assertionRefusal(error));
  }
}

function assertionRefusal(error: unknown): string {
  if (error instanceof errors.JWTExpired) return "The client assertion has expired.";
  if (error instanceof errors.JWTClaimValidationFailed) return `The client assertion's ${error.claim} claim is not valid.`;
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWSSignatureVerificationFailed) {
    return "The client assertion is not signed by a key registered for this client.";
  }
  return "The client assertion is not a valid signed JWT.";
}

/** Stores the jti until the assertion expires; a second use of it is refused (replay). */
async function rememberJti(clientId: string, jti: string, expiresAt: Date, now: Date): Promise<void> {
  const db = getDb();
  // Expired jtis of this client can no longer be replayed (their assertion fails on exp): drop them.
  await db.delete(oauthClientAssertions).where(and(eq(oauthClientAssertions.clientId, clientId), lt(oauthClientAssertions.expiresAt, now)));
  const inserted = await db
    .insert(oauthClientAssertions)
    .values({ clientId, jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: oauthClientAssertions.jti });
  if (inserted.length === 0) throw new OAuthError("invalid_client", "The client assertion has been used before (jti replay).");
}
