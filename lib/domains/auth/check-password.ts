import { eq } from "drizzle-orm";
import type { Actor } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { users, type User } from "../../platform/db/schema";
import type { AuditMetadata } from "../../platform/schemas/audit-actions";
import { AppError } from "../../platform/errors/app-error";
import { hashPassword, verifyPassword } from "../users";
import { listUserAccounts } from "./list-user-accounts";
import { clearFailedSignIns, recordFailedSignIn, secondsUntilSignInAllowed } from "./sign-in-throttle";

export interface CheckPasswordOptions {
  email: string;
  password: string;
  origin: RequestOrigin;
}

export interface PasswordChecked {
  user: User;
  actor: Actor;
  /** The account the session starts in. */
  accountId: string;
}

// Verified against when the email is unknown, so a miss costs as long as a wrong password
// and response times do not reveal which emails exist.
let decoyHash: Promise<string> | undefined;

/**
 * The password step of every password sign-in: checks the email and password, throttling
 * repeated failures, and journals a failure. Whether a second factor follows is the caller's.
 * Throws `too_many_attempts` or `invalid_credentials`.
 */
export async function checkPassword(options: CheckPasswordOptions): Promise<PasswordChecked> {
  const email = options.email.trim().toLowerCase();
  const ip = options.origin.ip ?? "unknown";
  const db = getDb();

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const accounts = user ? await listUserAccounts({ userId: user.id }) : [];
  const actor = user
    ? { type: "user" as const, id: user.id, display: user.email }
    : { type: "user" as const, id: null, display: email.slice(0, 254) };

  const recordFailure = (metadata: AuditMetadata<"user.sign_in_failed">) =>
    recordAuditEntry(db, {
      accountId: accounts[0]?.id ?? null,
      action: "user.sign_in_failed",
      actor,
      resource: user ? { type: "user", id: user.id } : null,
      origin: options.origin,
      metadata,
    });

  const waitSeconds = await secondsUntilSignInAllowed(email, ip);
  if (waitSeconds > 0) {
    await recordFailure({ reason: "throttled", retry_after_seconds: waitSeconds });
    throw new AppError("too_many_attempts", `Too many failed attempts. Try again in ${Math.ceil(waitSeconds / 60)} min.`);
  }

  decoyHash ??= hashPassword("decoy password that matches nothing");
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyHash), options.password);
  if (!user || !passwordMatches || accounts.length === 0) {
    await recordFailedSignIn(email, ip);
    await recordFailure({ reason: !user ? "unknown_email" : !passwordMatches ? "wrong_password" : "no_account" });
    throw new AppError("invalid_credentials", "The email or password is not right.");
  }
  await clearFailedSignIns(email, ip);
  return { user, actor, accountId: accounts[0]!.id };
}
