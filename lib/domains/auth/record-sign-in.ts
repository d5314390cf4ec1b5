import { eq } from "drizzle-orm";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import type { Executor } from "../../platform/db/client";
import { users } from "../../platform/db/schema";
import type { SignInMethod } from "../../platform/schemas/sign-in-methods";

/** A session begins: the user's last sign-in and the journal entry naming the method, in the caller's transaction. */
export async function recordSignIn(
  tx: Executor,
  options: { user: { id: string; email: string }; accountId: string; method: SignInMethod; origin?: RequestOrigin; metadata?: { recovery_codes_left?: number; passkey_id?: string } },
): Promise<void> {
  await tx.update(users).set({ lastSignedInAt: new Date() }).where(eq(users.id, options.user.id));
  await recordAuditEntry(tx, {
    accountId: options.accountId,
    action: "user.signed_in",
    actor: { type: "user", id: options.user.id, display: options.user.email },
    resource: { type: "user", id: options.user.id },
    origin: options.origin,
    metadata: { method: options.method, ...options.metadata },
  });
}
