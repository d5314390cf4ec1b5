import { and, eq, lt } from "drizzle-orm";
import { sha256Hex } from "../../platform/crypto/sha256";
import { getDb, type Executor } from "../../platform/db/client";
import { webauthnChallenges } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { newId } from "../../platform/ids";

// Challenges live in the database, not in a process: the browser may answer to another
// instance. Each is single-use (deleted as it is taken) and valid for five minutes. Only its
// hash is kept; the browser's response carries the challenge back, which finds the row.

const CHALLENGE_VALIDITY_MS = 5 * 60_000;

export type ChallengePurpose = "register" | "sign_in" | "second_factor" | "proof";

export async function storeChallenge(options: { challenge: string; purpose: ChallengePurpose; userId: string | null; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const db = getDb();
  // Old ones nobody answered are swept here rather than by a job: this is the only writer.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    id: newId("wac"),
    challengeHash: sha256Hex(options.challenge),
    purpose: options.purpose,
    userId: options.userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_VALIDITY_MS),
    createdAt: now,
  });
}

/** The challenge a WebAuthn response signed, read from its clientDataJSON; null when unreadable. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | null {
  try {
    const clientData = JSON.parse(Buffer.from(String(response.response?.clientDataJSON ?? ""), "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof clientData.challenge === "string" ? clientData.challenge : null;
  } catch {
    return null;
  }
}

const expiredOrUnknownChallenge = () =>
  new AppError("invalid_credentials", "That passkey request has expired or was already used. Try again.");

/**
 * Takes (deletes) the challenge a response names, if it was issued for this purpose and user and
 * has not expired; returns the challenge for the WebAuthn check. A second use finds nothing.
 */
export async function takeChallenge(
  executor: Executor,
  options: { response: { response?: { clientDataJSON?: unknown } }; purpose: ChallengePurpose; userId: string | null; now?: Date },
): Promise<string> {
  const challenge = challengeOf(options.response);
  if (!challenge) throw expiredOrUnknownChallenge();
  const [taken] = await executor
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challengeHash, sha256Hex(challenge)), eq(webauthnChallenges.purpose, options.purpose)))
    .returning();
  const now = options.now ?? new Date();
  if (!taken || taken.expiresAt <= now || taken.userId !== options.userId) throw expiredOrUnknownChallenge();
  return challenge;
}
