import { recordAuditEntry } from "../audit";
import { actingOnSelf } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { getDb } from "../../platform/db/client";
import { endUserSessions } from "../sessions";

export interface RecordSignOutOptions {
  accountId: string;
  user: { id: string; email: string };
  /** The session signing out: its record ends, so the cookie is worthless even if kept. */
  sessionId: string;
  origin: RequestOrigin;
  now?: Date;
}

/** Ends the session's record and journals the sign-out in the account the admin was looking at. */
export async function recordSignOut({ accountId, user, sessionId, origin, now = new Date() }: RecordSignOutOptions): Promise<void> {
  await getDb().transaction(async (tx) => {
    await endUserSessions(tx, { userId: user.id, only: sessionId, reason: "signed_out", now });
    await recordAuditEntry(tx, {
      accountId,
      action: "user.signed_out",
      ...actingOnSelf(user),
      origin,
    });
  });
}
