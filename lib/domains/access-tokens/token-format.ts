import { randomBytes } from "node:crypto";
import { sha256Hex } from "../../platform/crypto/sha256";

// Access token format, after GitHub's: a fixed prefix secret scanners can match, a random body
// and a CRC32 checksum, so a typo or a made-up value is refused without a database lookup.
//   mis_at_ <32 base62 characters: ≥190 random bits> <6 base62 characters: CRC32 of the body>

export const ACCESS_TOKEN_PREFIX = "mis_at_";
const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const TOKEN_PATTERN = new RegExp(`^${ACCESS_TOKEN_PREFIX}[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, "utf8")) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function toBase62(value: number, width: number): string {
  let out = "";
  for (let n = value; n > 0; n = Math.floor(n / 62)) out = BASE62[n % 62] + out;
  return out.padStart(width, "0");
}

function randomBase62(length: number): string {
  // Rejection sampling keeps every character uniform (256 is not a multiple of 62).
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

function checksumOf(body: string): string {
  return toBase62(crc32(body), CHECKSUM_LENGTH);
}

/** A new random access token in the format above. */
export function generateAccessToken(): string {
  const body = randomBase62(BODY_LENGTH);
  return `${ACCESS_TOKEN_PREFIX}${body}${checksumOf(body)}`;
}

/** True when the value has our shape and its checksum matches: no lookup needed to refuse it. */
export function hasValidAccessTokenFormat(value: string): boolean {
  if (!TOKEN_PATTERN.test(value)) return false;
  const body = value.slice(ACCESS_TOKEN_PREFIX.length, ACCESS_TOKEN_PREFIX.length + BODY_LENGTH);
  return value.endsWith(checksumOf(body));
}

/** The stored lookup key. Tokens carry ≥190 random bits, so a fast hash is enough (no salt, no KDF). */
export function hashAccessToken(token: string): string {
  return sha256Hex(token);
}

/** A non-secret hint for lists: `mis_at_…abcd`. */
export function accessTokenHint(token: string): string {
  return `${ACCESS_TOKEN_PREFIX}…${token.slice(-4)}`;
}
