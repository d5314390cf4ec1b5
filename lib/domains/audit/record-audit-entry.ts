import { isIP } from "node:net";
import type { Executor } from "../../platform/db/client";
import { auditEntries, type AuditEntry } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import type { AuditAction, AuditMetadata } from "../../platform/schemas/audit-actions";
import type { Actor } from "./actor";
import type { RequestOrigin } from "../../platform/http/request-origin";

/** One entry: the action and its metadata typed together (lib/platform/schemas/audit-actions.ts). */
export type RecordAuditEntryOptions<A extends AuditAction = AuditAction> = {
  [Action in A]: {
    accountId: string | null;
    action: Action;
    actor: Actor;
    resource?: { type: string; id: string } | null;
    origin?: RequestOrigin;
  } & MetadataOf<Action>;
}[A];

/** Metadata may be left out only where the action carries none. */
type MetadataOf<A extends AuditAction> = {} extends AuditMetadata<A> ? { metadata?: AuditMetadata<A> } : { metadata: AuditMetadata<A> };

/**
 * Appends one entry to the audit journal. Pass the transaction that makes the change,
 * so the change and its entry are written together or not at all.
 */
export async function recordAuditEntry<A extends AuditAction>(executor: Executor, options: RecordAuditEntryOptions<A>): Promise<AuditEntry> {
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
