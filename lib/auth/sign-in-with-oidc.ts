import { eq } from "drizzle-orm";
import type { RequestOrigin } from "../audit/actor";
import { recordAuditEntry } from "../audit/record-audit-entry";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import { AppError } from "../errors/app-error";
import { listUserAccounts } from "./list-user-accounts";
import type { SignedInUser } from "./sign-in-with-password";

export interface SignInWithOidcOptions {
  subject: string;
  email: string | null | undefined;
  origin: RequestOrigin;
}

/**
 * Maps an identity from the configured OIDC provider to an existing user: by its linked subject,
 * else by email (linking the subject on first use). Nobody is created: admins are invited.
 */
export async function signInWithOidc(options: SignInWithOidcOptions): Promise<SignedInUser> {
  const db = getDb();
  const email = options.email?.trim().toLowerCase();
  let [user] = await db.select().from(users).where(eq(users.oidcSubject, options.subject)).limit(1);
  if (!user && email) {
    [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  }
  const accounts = user ? await listUserAccounts({ userId: user.id }) : [];
  if (!user || accounts.length === 0) {
    await recordAuditEntry(db, {
      accountId: null,
      action: "user.sign_in_failed",
      actor: { type: "user", id: null, display: email ?? options.subject },
      origin: options.origin,
      metadata: { reason: "unknown_identity", method: "oidc" },
    });
    throw new AppError("invalid_credentials", "No administrator is registered for this identity.");
  }
  const accountId = accounts[0]!.id;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ oidcSubject: options.subject, lastSignedInAt: new Date() }).where(eq(users.id, user.id));
    await recordAuditEntry(tx, {
      accountId,
      action: "user.signed_in",
      actor: { type: "user", id: user.id, display: user.email },
      resource: { type: "user", id: user.id },
      origin: options.origin,
      metadata: { method: "oidc" },
    });
  });
  return { userId: user.id, email: user.email, name: user.name, accountId };
}
