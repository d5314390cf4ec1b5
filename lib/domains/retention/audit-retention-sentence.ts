import { env } from "../../platform/env";

/**
 * What the audit page tells customers about retention (RETENTION_AUDIT_MONTHS), and where to keep
 * more: the export buttons beside it, or GET /v1/audit, which pages the same journal.
 */
export function auditRetentionSentence(months = env.RETENTION_AUDIT_MONTHS): string {
  return `Entries are kept for ${months} ${months === 1 ? "month" : "months"}, then removed. To keep them longer, export them before then.`;
}
