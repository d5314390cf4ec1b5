import { randomUUID } from "node:crypto";
import { SignJWT, type CryptoKey } from "jose";

// Builds the form requests an OAuth client library sends, for the service tests.

export const TEST_ISSUER = "http://oauth.test";

export function formRequest(path: string, params: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${TEST_ISSUER}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", host: "oauth.test", ...headers },
    body: new URLSearchParams(params).toString(),
  });
}

export function basicAuthorization(clientId: string, secret: string): Record<string, string> {
  const encode = (value: string) => encodeURIComponent(value);
  return { authorization: `Basic ${Buffer.from(`${encode(clientId)}:${encode(secret)}`).toString("base64")}` };
}

export interface AssertionClaims {
  jti?: string;
  audience?: string;
  /** Seconds from now. */
  expiresIn?: number;
  issuedAt?: number;
}

export function clientAssertion(clientId: string, key: CryptoKey, claims: AssertionClaims = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "ES256" })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(claims.audience ?? TEST_ISSUER)
    .setJti(claims.jti ?? randomUUID())
    .setIssuedAt(claims.issuedAt ?? now)
    .setExpirationTime(now + (claims.expiresIn ?? 60))
    .sign(key);
}

export const assertionParams = (assertion: string) => ({
  client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
  client_assertion: assertion,
});
