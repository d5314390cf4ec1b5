import { eq } from "drizzle-orm";
import { actingOnSelf } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { memberships, notifications, passwordResetTokens, users } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { newId } from "../../platform/ids";
import { consumePasswordResetRequest } from "./password-reset-throttle";
import { generatePasswordResetToken, PASSWORD_RESET_VALIDITY_MINUTES, passwordResetExpiry, passwordResetLink } from "./password-reset-token";

export interface RequestPasswordResetOptions {
  email: string;
  origin: RequestOrigin;
  /** The origin the link points to (the customer area's public address). */
  linkOrigin: string;
  now?: Date;
}

/**
 * "Forgot password?": mails a single-use link, valid 30 minutes, to the address when it belongs
 * to someone with access here; otherwise does nothing. Either way the caller answers the same
 * sentence, and the throttle (per address, per client) counts both alike. The token, the mail
 * in the outbox and the journal entry are written in one transaction.
 * Throws `too_many_attempts` (with the wait) when over a limit.
 */
export async function requestPasswordReset(options: RequestPasswordResetOptions): Promise<void> {
  const email = options.email.trim().toLowerCase();
  const now = options.now ?? new Date();
  const waitSeconds = await consumePasswordResetRequest(email, options.origin.ip ?? "unknown");
  if (waitSeconds > 0) throw new AppError("too_many_attempts", `Too many reset requests. Try again in ${Math.ceil(waitSeconds / 60)} min.`);

  const db = getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  // The outbox files each mail under an account: the user's first one (no account, no access, no mail).
  const [membership] = await db.select({ accountId: memberships.accountId }).from(memberships).where(eq(memberships.userId, user.id)).orderBy(memberships.createdAt).limit(1);
  if (!membership) return;

  const { token, tokenHash } = generatePasswordResetToken();
  await db.transaction(async (tx) => {
    const [reset] = await tx.insert(passwordResetTokens).values({ id: newId("pwr"), userId: user.id, tokenHash, expiresAt: passwordResetExpiry(now), createdAt: now }).returning();
    await tx.insert(notifications).values({
      id: newId("ntf"),
      accountId: membership.accountId,
      userId: user.id,
      kind: "user.password_reset",
      dedupeKey: `user.password_reset:${reset!.id}`,
      recipient: user.email,
      subject: "Reset your password",
      // The one kind of outbox row, with invitations, that holds a secret: single-use, 30 minutes.
      body: [
        "Someone (we hope you) asked to reset the password you sign in to Integrations with.",
        "",
        "Choose a new password here:",
        passwordResetLink(options.linkOrigin, token),
        "",
        `The link works once and expires in ${PASSWORD_RESET_VALIDITY_MINUTES} minutes. Resetting your password signs you out everywhere.`,
        "If you did not ask for it, ignore this mail: your password stays as it is.",
      ].join("\n"),
    });
    await recordAuditEntry(tx, {
      accountId: membership.accountId,
      action: "user.password_reset_requested",
      ...actingOnSelf(user),
      origin: options.origin,
    });
  });
}
