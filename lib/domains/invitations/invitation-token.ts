import { randomBytes } from "node:crypto";
import { sha256Hex } from "../../platform/crypto/sha256";

// The link's secret: 256 random bits, only in the mail; the database keeps its SHA-256, like
// access tokens, so a copy of the database opens no invitation.

export const INVITATION_VALIDITY_DAYS = 7;
const VALIDITY_MS = INVITATION_VALIDITY_DAYS * 24 * 60 * 60 * 1000;

export function generateInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

export const hashInvitationToken = (token: string): string => sha256Hex(token);

export const invitationExpiry = (now: Date): Date => new Date(now.getTime() + VALIDITY_MS);

/** The page the mail links to. */
export const invitationLink = (origin: string, token: string): string => `${origin.replace(/\/$/, "")}/invitations/${token}`;
