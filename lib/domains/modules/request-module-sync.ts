import { and, eq } from "drizzle-orm";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { sha256Hex } from "../../platform/crypto/sha256";
import { getDb, type Executor } from "../../platform/db/client";
import { idempotencyKeys, modules } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { transactionInvalidating } from "../../platform/cache/invalidate-on-commit";
import { notifyWork, WORK_CHANNELS } from "../../platform/polling/work-notifications";
import { invalidateAccountModules } from "./invalidate-account-modules";
import { lockModule } from "./lock-module";
import { IDEMPOTENCY_KEY_TTL_MS } from "./module-token-idempotency";
import { toModuleStatus, type ModuleSyncStatus } from "./module-status";

export interface RequestModuleSyncOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  moduleId: string;
  /** The `Idempotency-Key` header, if sent: a retry answers as the first request did and starts one sync. */
  idempotencyKey?: string;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

/** Thrown inside the transaction to roll it back when a concurrent request took the key first. */
class IdempotencyKeyTaken extends Error {}

/**
 * Starts a module's sync now instead of at its next scheduled time (a retry after a failure,
 * or fresh data on demand): the sync becomes due at once and the runner, woken on commit,
 * claims it. Refused (conflict) while a sync runs or the module is paused. Records
 * `module.sync.requested`; the state changes that follow emit their own events.
 */
export async function requestModuleSync(options: RequestModuleSyncOptions): Promise<ModuleSyncStatus> {
  const now = options.now ?? new Date();
  const key = validKey(options.idempotencyKey);
  const operation = `POST /v1/modules/${options.moduleId}/sync`;
  try {
    // Applied here after the commit: the cached module reads show the new `next_sync_at` at once.
    return await transactionInvalidating(async (tx) => {
      const module = await lockModule(tx, options);
      if (key) {
        const stored = await findStoredResponse(tx, options.accountId, key, operation, now);
        if (stored) return stored;
      }
      if (module.syncState === "syncing") throw new AppError("conflict", "This module is synchronizing now. Wait for it to finish.");
      if (module.syncState === "paused") throw new AppError("conflict", "This module's sync is paused. Resume it first.");
      const [due] = await tx.update(modules).set({ nextSyncAt: now }).where(eq(modules.id, module.id)).returning();
      invalidateAccountModules(tx, options.accountId);
      // Wake the runner on commit: the sync starts now, not at the runner's next timed pass.
      await notifyWork(tx, WORK_CHANNELS.syncs);
      await recordAuditEntry(tx, {
        ...auditParty(options),
        action: "module.sync.requested",
        resource: { type: "module", id: module.id },
        metadata: { module_key: module.key, from_state: module.syncState },
      });
      const status = toModuleStatus(due!);
      if (key) {
        const inserted = await tx
          .insert(idempotencyKeys)
          .values({ accountId: options.accountId, key, operation, requestHash: EMPTY_BODY_HASH, responseStatus: 202, responseBody: status, createdAt: now })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (inserted.length === 0) throw new IdempotencyKeyTaken();
      }
      return status;
    });
  } catch (error) {
    if (!(error instanceof IdempotencyKeyTaken) || !key) throw error;
    const winner = await getDb().transaction((tx) => findStoredResponse(tx, options.accountId, key, operation, now));
    if (winner) return winner;
    throw new AppError("conflict", "A concurrent request with the same Idempotency-Key did not finish. Retry.");
  }
}

/** The request has no body: every use of a key for this operation hashes the same. */
const EMPTY_BODY_HASH = sha256Hex("{}");

function validKey(key: string | undefined): string | null {
  if (key === undefined) return null;
  if (key.length < 1 || key.length > 255) {
    throw new AppError("validation_failed", "The Idempotency-Key must be 1 to 255 characters.", [
      { pointer: "#/headers/Idempotency-Key", detail: "Must be 1 to 255 characters." },
    ]);
  }
  return key;
}

async function findStoredResponse(tx: Executor, accountId: string, key: string, operation: string, now: Date): Promise<ModuleSyncStatus | null> {
  const where = and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key));
  const [row] = await tx.select().from(idempotencyKeys).where(where);
  if (!row) return null;
  if (row.createdAt.getTime() <= now.getTime() - IDEMPOTENCY_KEY_TTL_MS) {
    await tx.delete(idempotencyKeys).where(where);
    return null;
  }
  if (row.operation !== operation) {
    throw new AppError("idempotency_key_reused", "This Idempotency-Key was already used with another request. Use a new key for a new request.");
  }
  return row.responseBody as ModuleSyncStatus;
}
