import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getAuthSecret } from "./auth-secret";

// Secrets we must read back (webhook signing secrets) are stored encrypted, never in clear:
// a leaked database dump alone does not let anyone forge deliveries. The key is derived from
// the app secret, so there is no second secret to provision; the `info` label keeps this key
// distinct from any other use of the same app secret.
const VERSION = "v1";
const KEY_INFO = "webhook-secrets";
const IV_BYTES = 12;
const TAG_BYTES = 16;

let cachedKey: { appSecret: string; key: Buffer } | undefined;

function encryptionKey(): Buffer {
  const appSecret = getAuthSecret();
  if (cachedKey?.appSecret !== appSecret) {
    const key = Buffer.from(hkdfSync("sha256", appSecret, Buffer.alloc(0), KEY_INFO, 32));
    cachedKey = { appSecret, key };
  }
  return cachedKey.key;
}

/**
 * Encrypts a short secret with AES-256-GCM into `v1.<iv>.<tag>.<ciphertext>` (base64url parts).
 * `context` is authenticated but not stored (e.g. the owning row's id): a ciphertext copied to
 * another row does not decrypt there.
 */
export function encryptSecret(plaintext: string, context = ""): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url"));
  return [VERSION, ...parts].join(".");
}

/** Decrypts what `encryptSecret` produced with the same `context`; throws on any tampering. */
export function decryptSecret(sealed: string, context = ""): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split(".");
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
    throw new Error("Unrecognised encrypted secret format.");
  }
  const ivBytes = Buffer.from(iv, "base64url");
  const tagBytes = Buffer.from(tag, "base64url");
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
    throw new Error("Unrecognised encrypted secret format.");
  }
  const decipher = createDecipheriv("aes-256-gcm", encryptionKey(), ivBytes, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(tagBytes);
  // final() throws when the tag does not match: altered ciphertext, wrong key or wrong context.
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
