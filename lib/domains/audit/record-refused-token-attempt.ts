import { LRUCache } from "lru-cache";
import type { AccessToken } from "../../platform/db/schema";
import { getDb } from "../../platform/db/client";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "./record-audit-entry";

// A client replaying a revoked or expired token must not grow the append-only journal without
// bound. Per token, the first refusal of a minute is written; the ones after it in that minute
// are only counted, and the next entry for the token carries that count (`suppressed_before`).
// Kept in process memory: with several instances, at most one entry per token per minute each.

const REFUSED_TOKEN_AUDIT_WINDOW_MS = 60_000;

interface Window {
  startedAt: number;
  /** Refusals since `startedAt` that wrote no entry of their own. */
  suppressed: number;
}

// Bounded, so a flood of distinct refused tokens cannot grow memory either.
const windows = new LRUCache<string, Window>({ max: 10_000 });

export interface RecordRefusedTokenAttemptOptions {
  record: Pick<AccessToken, "id" | "accountId" | "name" | "tokenHint">;
  reason: "revoked" | "expired";
  origin: RequestOrigin;
  now: Date;
}

/** Records `token.authentication_refused` for this token, at most once per token per minute. */
export async function recordRefusedTokenAttempt(options: RecordRefusedTokenAttemptOptions): Promise<void> {
  const { record, now } = options;
  const current = windows.get(record.id);
  if (current && now.getTime() - current.startedAt < REFUSED_TOKEN_AUDIT_WINDOW_MS) {
    current.suppressed += 1;
    return;
  }
  windows.set(record.id, { startedAt: now.getTime(), suppressed: 0 });
  await recordAuditEntry(getDb(), {
    accountId: record.accountId,
    action: "token.authentication_refused",
    actor: { type: "token", id: record.id, display: record.name },
    resource: { type: "access_token", id: record.id },
    origin: options.origin,
    metadata: { reason: options.reason, token_hint: record.tokenHint, suppressed_before: current?.suppressed ?? 0 },
  });
}
