import { randomBytes } from "node:crypto";
import { sha256Hex } from "../../platform/crypto/sha256";

// The link's secret: 256 random bits, only in the mail; the database keeps its SHA-256, so a
// copy of the database resets nobody's password.

export const PASSWORD_RESET_VALIDITY_MINUTES = 30;

export function generatePasswordResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashPasswordResetToken(token) };
}

export const hashPasswordResetToken = (token: string): string => sha256Hex(token);

export const passwordResetExpiry = (now: Date): Date => new Date(now.getTime() + PASSWORD_RESET_VALIDITY_MINUTES * 60_000);

export const looksLikePasswordResetToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The page the mail links to. */
export const passwordResetLink = (origin: string, token: string): string => `${origin.replace(/\/$/, "")}/reset-password/${token}`;
