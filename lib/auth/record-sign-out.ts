import { recordAuditEntry } from "../audit/record-audit-entry";
import type { RequestOrigin } from "../audit/actor";
import { getDb } from "../db/client";

export interface RecordSignOutOptions {
  accountId: string;
  user: { id: string; email: string };
  origin: RequestOrigin;
}

/** Journals a sign-out in the account the admin was looking at. */
export async function recordSignOut({ accountId, user, origin }: RecordSignOutOptions): Promise<void> {
  await recordAuditEntry(getDb(), {
    accountId,
    action: "user.signed_out",
    actor: { type: "user", id: user.id, display: user.email },
    resource: { type: "user", id: user.id },
    origin,
  });
}
