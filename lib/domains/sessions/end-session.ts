import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { endUserSessions } from "./end-user-sessions";

export interface EndSessionOptions {
  /** The account the person is working in: the journal entry lands there. */
  accountId: string;
  actor: Actor & { id: string };
  origin?: RequestOrigin;
  /** The session asking. */
  currentSessionId: string;
  /** The session to end: one of the actor's own. */
  sessionId: string;
  now?: Date;
}

/** Ends one of the person's own sessions (not the one asking: that is signing out). Journalled. */
export async function endSession(options: EndSessionOptions): Promise<void> {
  if (options.sessionId === options.currentSessionId) {
    throw new AppError("conflict", "This is the session you are using: sign out instead.");
  }
  const now = options.now ?? new Date();
  await getDb().transaction(async (tx) => {
    const ended = await endUserSessions(tx, { userId: options.actor.id, only: options.sessionId, reason: "ended_by_user", now });
    // Someone else's session, an unknown id and an already ended one all read the same.
    if (ended.length === 0) throw new AppError("not_found", "That session has already ended.");
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "session.ended",
      resource: { type: "user", id: options.actor.id },
      metadata: { session_id: options.sessionId, by: "self" },
    });
  });
}
