import { eq } from "drizzle-orm";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb, type Executor } from "../../platform/db/client";
import { memberships, users, type User } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { newId } from "../../platform/ids";
import type { MembershipRole } from "../../platform/schemas/vocabulary";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./hash-password";

// Deliberately loose: the real check is whether mail arrives. This only catches typos.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CreateUserOptions {
  /** The account the user becomes a member of. */
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  email: string;
  /** At least 12 characters. Not checked or changed when the user already exists. */
  password: string;
  /** Defaults to the part of the email before the `@`. */
  name?: string;
  role?: MembershipRole;
}

export interface CreatedUser {
  user: User;
  /** False when a user with this email already existed. */
  userCreated: boolean;
  /** False when the user already was a member of the account. */
  membershipCreated: boolean;
}

function validateEmail(email: string): void {
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    throw new AppError("validation_failed", `Invalid email address "${email}".`, [
      { pointer: "#/email", detail: "Must be an email address." },
    ]);
  }
}

function validatePassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError("validation_failed", `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`, [
      { pointer: "#/password", detail: `Must be at least ${MIN_PASSWORD_LENGTH} characters.` },
    ]);
  }
}

async function findUserByEmail(executor: Executor, email: string): Promise<User | undefined> {
  const [user] = await executor.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/**
 * Creates a user with a password and makes them a member of the account. A user who already
 * exists is only added to the account (idempotent), so one person can administer several accounts.
 */
export async function createUser(options: CreateUserOptions): Promise<CreatedUser> {
  const email = options.email.trim().toLowerCase();
  validateEmail(email);
  const existing = await findUserByEmail(getDb(), email);
  if (!existing) validatePassword(options.password);
  // Hashing takes ~50 ms of CPU: do it before the transaction, and only for a new user.
  const passwordHash = existing ? null : await hashPassword(options.password);
  const name = options.name?.trim() || email.split("@")[0]!;

  return getDb().transaction(async (tx) => {
    let user = existing;
    let userCreated = false;
    if (!user && passwordHash) {
      const [inserted] = await tx
        .insert(users)
        .values({ id: newId("usr"), email, name, passwordHash })
        .onConflictDoNothing({ target: users.email })
        .returning();
      userCreated = Boolean(inserted);
      // A concurrent creation of the same email won: join that user instead.
      user = inserted ?? (await findUserByEmail(tx, email));
    }
    if (!user) throw new AppError("conflict", `The user ${email} could not be created.`);
    if (userCreated) {
      await recordAuditEntry(tx, {
        ...auditParty(options),
        action: "user.created",
        resource: { type: "user", id: user.id },
        metadata: { email, name: user.name },
      });
    }
    const membershipCreated = await addMembership(tx, options, user);
    return { user, userCreated, membershipCreated };
  });
}

async function addMembership(tx: Executor, options: CreateUserOptions, user: User): Promise<boolean> {
  const role = options.role ?? "admin";
  const [membership] = await tx
    .insert(memberships)
    .values({ userId: user.id, accountId: options.accountId, role })
    .onConflictDoNothing()
    .returning();
  if (!membership) return false;
  await recordAuditEntry(tx, {
    ...auditParty(options),
    action: "membership.created",
    resource: { type: "user", id: user.id },
    metadata: { email: user.email, role },
  });
  return true;
}
