import { randomBytes } from "node:crypto";
import { sha256Hex } from "../../platform/crypto/sha256";

// Recovery codes: ten per set, 10 characters of base32-like alphabet shown as `xxxxx-xxxxx`
// (50 bits each: enough for a code that is throttled and single-use). Stored as SHA-256 of the
// normalised form, so a typed code matches with or without its dash and in either case.
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export function generateRecoveryCode(): string {
  const bytes = randomBytes(10);
  const characters = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

const normaliseRecoveryCode = (code: string): string => code.trim().toLowerCase().replace(/[\s-]/g, "");

export const hashRecoveryCode = (code: string): string => sha256Hex(`recovery:${normaliseRecoveryCode(code)}`);

export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code));
