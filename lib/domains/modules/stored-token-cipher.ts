import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getAuthSecret } from "../../platform/crypto/auth-secret";

// An idempotent retry of a rotation must return the same token, so the stored response has to
// hold it; it is kept encrypted (AES-256-GCM), never in plain text, with a key derived from the
// app secret for this one purpose. A database dump alone does not reveal it.

const VERSION = "v1";

function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", getAuthSecret(), Buffer.alloc(0), "module-token-idempotency", 32));
}

export function encryptStoredToken(token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const ciphertext = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** Throws when the value was not produced by encryptStoredToken with the current app secret. */
export function decryptStoredToken(stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error("Unreadable stored token.");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
