import { importJWK, type JWK } from "jose";
import { webhooksAllowLoopback } from "../../platform/env";
import { AppError } from "../../platform/errors/app-error";
import { assertSafeWebhookUrl } from "../webhooks";

// private_key_jwt (RFC 7523): the customer pastes a public JWK or JWKS, or names a JWKS URL.
// Only public members are kept, so a private key pasted by mistake is never stored.

/** Signature algorithms we accept on client assertions (asymmetric only: no shared secret exists). */
export const ASSERTION_ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"] as const;

const PUBLIC_MEMBERS: Record<string, string[]> = {
  RSA: ["kty", "n", "e"],
  EC: ["kty", "crv", "x", "y"],
  OKP: ["kty", "crv", "x"],
};
const DESCRIPTIVE_MEMBERS = ["kid", "alg", "use"];
const MAX_KEYS = 10;

export interface PublicJwks {
  keys: JWK[];
}

const keysError = (detail: string) => new AppError("validation_failed", detail, [{ pointer: "#/jwks", detail }]);

/** The public part of each key in a pasted JWK or JWKS (JSON text); throws a field error otherwise. */
export async function parsePublicJwks(text: string): Promise<PublicJwks> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw keysError("Paste a public key as JSON: a JWK such as {\"kty\":\"EC\",…} or a JWKS {\"keys\":[…]}.");
  }
  const candidates = isObject(parsed) && Array.isArray(parsed.keys) ? parsed.keys : [parsed];
  if (candidates.length === 0 || candidates.length > MAX_KEYS) throw keysError(`Paste 1 to ${MAX_KEYS} keys.`);
  const keys: JWK[] = [];
  for (const candidate of candidates) {
    if (!isObject(candidate) || typeof candidate.kty !== "string" || !PUBLIC_MEMBERS[candidate.kty]) {
      throw keysError("Each key needs kty RSA, EC or OKP.");
    }
    if (candidate.kty === "RSA" && typeof candidate.n === "string" && Buffer.from(candidate.n, "base64url").length < 256) {
      throw keysError("RSA keys must have at least 2048 bits.");
    }
    const key = Object.fromEntries(
      [...PUBLIC_MEMBERS[candidate.kty]!, ...DESCRIPTIVE_MEMBERS].filter((name) => typeof candidate[name] === "string").map((name) => [name, candidate[name]]),
    ) as JWK;
    if (key.use && key.use !== "sig") throw keysError("Keys must be for signing (use \"sig\").");
    try {
      await importJWK(key, key.alg ?? defaultAlgorithm(key));
    } catch {
      throw keysError("A key could not be read: check that it is a complete public JWK.");
    }
    keys.push(key);
  }
  return { keys };
}

/** A JWKS URL we may fetch: https (plain http to loopback in development), no internal address. */
export function assertSafeJwksUri(raw: string): string {
  try {
    return assertSafeWebhookUrl(raw, { allowLoopback: webhooksAllowLoopback }).toString();
  } catch (error) {
    if (error instanceof AppError) throw new AppError("validation_failed", error.message, error.fieldErrors.map((field) => ({ ...field, pointer: "#/jwks_uri" })));
    throw error;
  }
}

function defaultAlgorithm(key: JWK): string {
  if (key.kty === "RSA") return "RS256";
  if (key.kty === "OKP") return "EdDSA";
  return key.crv === "P-384" ? "ES384" : key.crv === "P-521" ? "ES512" : "ES256";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
