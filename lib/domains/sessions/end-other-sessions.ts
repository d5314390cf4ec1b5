import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import type { EndSessionOptions } from "./end-session";
import { endUserSessions } from "./end-user-sessions";
import { auditParty } from "../audit";

export type EndOtherSessionsOptions = Omit<EndSessionOptions, "sessionId">;

/** "End all other sessions": every live session of the person but the one asking. Journalled with the count. */
export async function endOtherSessions(options: EndOtherSessionsOptions): Promise<{ ended: number }> {
  const now = options.now ?? new Date();
  return getDb().transaction(async (tx) => {
    const ended = await endUserSessions(tx, { userId: options.actor.id, except: options.currentSessionId, reason: "ended_by_user", now });
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "session.others_ended",
      resource: { type: "user", id: options.actor.id },
      metadata: { ended: ended.length },
    });
    return { ended: ended.length };
  });
}
