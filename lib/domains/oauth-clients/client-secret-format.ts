import { randomBytes } from "node:crypto";
import { sha256Hex } from "../../platform/crypto/sha256";

// Client secrets follow the access tokens' shape with their own prefix, so secret scanners and
// people can tell the two apart: `mis_cs_` + 43 base64url characters (256 random bits).

const CLIENT_SECRET_PREFIX = "mis_cs_";
const SECRET_PATTERN = /^mis_cs_[A-Za-z0-9_-]{43}$/;

export function generateClientSecret(): string {
  return `${CLIENT_SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/** True when the value could be one of our secrets: anything else is refused without a lookup. */
export function hasClientSecretFormat(value: string): boolean {
  return SECRET_PATTERN.test(value);
}

/** The stored lookup key; 256 random bits need no salt or KDF. */
export function hashClientSecret(secret: string): string {
  return sha256Hex(secret);
}

export function clientSecretHint(secret: string): string {
  return `${CLIENT_SECRET_PREFIX}…${secret.slice(-4)}`;
}
