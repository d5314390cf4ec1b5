import { eq } from "drizzle-orm";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { getDb, type Executor } from "../../platform/db/client";
import { users, type Invitation, type User } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { newId } from "../../platform/ids";
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "../users";
import { closedInvitationMessages, findInvitationByToken } from "./find-invitation";
import { joinInvitedAccount } from "./join-invited-account";
import { lockOpenInvitation, unknownInvitationLink } from "./lock-open-invitation";

export interface AcceptInvitationOptions {
  token: string;
  /** For a new user: their name and a password of at least 12 characters. For an existing user: their password. */
  name?: string;
  password: string;
  origin?: RequestOrigin;
  now?: Date;
}

/**
 * Joins the invited account, once: a new address becomes a user with the name and password
 * given; an address that already signs in here confirms with its password and gains the
 * account beside its others. The invitation is locked, so a double click joins once.
 */
export async function acceptInvitation(options: AcceptInvitationOptions): Promise<{ user: User; accountId: string }> {
  const now = options.now ?? new Date();
  const found = await findInvitationByToken(options.token, now);
  if (!found) throw unknownInvitationLink();
  if (found.state !== "open") throw new AppError("conflict", closedInvitationMessages[found.state]);
  const passwordHash = found.existingUser ? null : await newUserPasswordHash(options);

  return getDb().transaction(async (tx) => {
    const invitation = await lockOpenInvitation(tx, options.token, now);
    const user = passwordHash ? await insertUser(tx, invitation, options.name!, passwordHash) : await existingUser(tx, invitation, options.password);
    await joinInvitedAccount(tx, { invitation, user, now, origin: options.origin });
    return { user, accountId: invitation.accountId };
  });
}

async function newUserPasswordHash(options: AcceptInvitationOptions): Promise<string> {
  const errors = [];
  if (!options.name?.trim()) errors.push({ pointer: "#/name", detail: "Enter your name." });
  if (options.password.length < MIN_PASSWORD_LENGTH) errors.push({ pointer: "#/password", detail: `Use at least ${MIN_PASSWORD_LENGTH} characters.` });
  if (errors.length) throw new AppError("validation_failed", "Some fields need attention.", errors);
  return hashPassword(options.password);
}

async function insertUser(tx: Executor, invitation: Invitation, name: string, passwordHash: string): Promise<User> {
  const [user] = await tx.insert(users).values({ id: newId("usr"), email: invitation.email, name: name.trim().slice(0, 100), passwordHash }).returning();
  return user!;
}

async function existingUser(tx: Executor, invitation: Invitation, password: string): Promise<User> {
  const [user] = await tx.select().from(users).where(eq(users.email, invitation.email)).limit(1);
  if (!user?.passwordHash) {
    throw new AppError("conflict", `${invitation.email} signs in with single sign-on: sign in that way, then open this link again.`);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    // The sign-in form's sentence: the answer names no address (lib/domains/auth/accept-invitation-throttled.ts counts it).
    throw new AppError("invalid_credentials", "That password is not right.", [{ pointer: "#/password", detail: "That password is not right." }]);
  }
  return user;
}
