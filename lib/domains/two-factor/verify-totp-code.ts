import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { verify } from "otplib";
import { decryptSecret } from "../../platform/crypto/secret-box";
import { getDb } from "../../platform/db/client";
import { userTotp } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { clearFailedCodes, recordFailedCode, secondsUntilCodeAllowed, tooManyCodesMessage } from "./second-factor-throttle";

export interface VerifyTotpCodeOptions {
  userId: string;
  code: string;
  /** Check against the app still being set up (not yet confirmed) instead of the active one. */
  pending?: boolean;
  now?: Date;
}

// One 30-second step either side of the server's clock is accepted, for phones whose clock drifts.
const TOLERANCE_SECONDS = 30;

const wrongCode = () => new AppError("invalid_credentials", "That code is not right. Check the time on your phone and try the current code.", [{ pointer: "#/code", detail: "That code is not right." }]);

/**
 * Checks a 6-digit code from the user's authenticator app, for signing in or for proving again
 * while signed in (sudo mode). Throttled per user (5 wrong codes per 15 minutes); a code of a
 * step already used, or of an earlier one, is refused as a replay, also across instances (the
 * last step is written with a compare-and-set). Throws `too_many_attempts` or `invalid_credentials`.
 */
export async function verifyTotpCode(options: VerifyTotpCodeOptions): Promise<void> {
  const waitSeconds = await secondsUntilCodeAllowed(options.userId);
  if (waitSeconds > 0) throw new AppError("too_many_attempts", tooManyCodesMessage(waitSeconds));

  const db = getDb();
  const confirmed = options.pending ? isNull(userTotp.confirmedAt) : isNotNull(userTotp.confirmedAt);
  const [row] = await db.select().from(userTotp).where(and(eq(userTotp.userId, options.userId), confirmed)).limit(1);
  const token = options.code.replace(/\s/g, "");
  const result =
    row && /^\d{6}$/.test(token)
      ? await verify({
          secret: decryptSecret(row.secretSealed, options.userId),
          token,
          epoch: Math.floor((options.now ?? new Date()).getTime() / 1000),
          epochTolerance: TOLERANCE_SECONDS,
        })
      : { valid: false as const };

  if (result.valid) {
    // The TOTP result carries the 30-second step the code belongs to (otplib's union type hides it).
    const step = (result as { timeStep: number }).timeStep;
    // Only a step later than the last one used moves the mark: a second use of the same code loses here.
    const moved = await db
      .update(userTotp)
      .set({ lastUsedStep: step })
      .where(and(eq(userTotp.userId, options.userId), or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step))))
      .returning({ userId: userTotp.userId });
    if (moved.length > 0) {
      await clearFailedCodes(options.userId);
      return;
    }
    await recordFailedCode(options.userId);
    throw new AppError("invalid_credentials", "That code was already used. Wait for the next code in your app.", [{ pointer: "#/code", detail: "That code was already used." }]);
  }
  await recordFailedCode(options.userId);
  throw wrongCode();
}
