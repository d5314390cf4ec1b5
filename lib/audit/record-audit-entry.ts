import { isIP } from "node:net";
import type { Executor } from "../db/client";
import { auditEntries, type AuditEntry } from "../db/schema";
import { newId } from "../ids";
import type { Actor, RequestOrigin } from "./actor";

export interface RecordAuditEntryOptions {
  accountId: string | null;
  action: string;
  actor: Actor;
  resource?: { type: string; id: string } | null;
  origin?: RequestOrigin;
  /** Never a secret: callers pass hints and ids only. */
  metadata?: Record<string, unknown>;
}

/**
 * Appends one entry to the audit journal. Pass the transaction that makes the change,
 * so the change and its entry are written together or not at all.
 */
export async function recordAuditEntry(executor: Executor, options: RecordAuditEntryOptions): Promise<AuditEntry> {
  const ip = options.origin?.ip && isIP(options.origin.ip) ? options.origin.ip : null;
  const [entry] = await executor
    .insert(auditEntries)
    .values({
      id: newId("aud"),
      accountId: options.accountId,
      action: options.action,
      actorType: options.actor.type,
      actorId: options.actor.id,
      actorDisplay: options.actor.display,
      resourceType: options.resource?.type ?? null,
      resourceId: options.resource?.id ?? null,
      ip,
      userAgent: options.origin?.userAgent?.slice(0, 512) ?? null,
      metadata: options.metadata ?? {},
    })
    .returning();
  return entry!;
}
