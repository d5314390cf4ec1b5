import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { idempotencyKeys } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { decryptStoredToken, encryptStoredToken } from "./stored-token-cipher";

// Idempotency-Key support for token rotation: the first use stores the response, a retry with
// the same key and body gets it back, the same key with another body or operation is refused.

/** A stored key answers retries for 24 h (Stripe's window); after that the key is free again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export interface ModuleTokenRotation {
  /** The new secret: returned once (and to retries with the same Idempotency-Key). */
  token: string;
  token_hint: string;
  created_at: string;
  /** When the token(s) it replaces stop working; null when there was none. */
  previous_token_expires_at: string | null;
}

export interface IdempotencyClaim {
  accountId: string;
  key: string;
  /** `POST /v1/modules/{id}/tokens`: the key may not be reused for another operation. */
  operation: string;
  requestHash: string;
}

type StoredBody = Omit<ModuleTokenRotation, "token"> & { token_encrypted: string };

export function rotationOperation(moduleId: string): string {
  return `POST /v1/modules/${moduleId}/tokens`;
}

/** The response stored under the key, or null when the key is unused (or expired, then freed). */
export async function findStoredRotation(tx: Executor, claim: IdempotencyClaim, now: Date): Promise<ModuleTokenRotation | null> {
  const where = and(eq(idempotencyKeys.accountId, claim.accountId), eq(idempotencyKeys.key, claim.key));
  const [row] = await tx.select().from(idempotencyKeys).where(where);
  if (!row) return null;
  if (row.createdAt.getTime() <= now.getTime() - IDEMPOTENCY_KEY_TTL_MS) {
    await tx.delete(idempotencyKeys).where(where);
    return null;
  }
  if (row.operation !== claim.operation || row.requestHash !== claim.requestHash) {
    throw new AppError(
      "idempotency_key_reused",
      "This Idempotency-Key was already used with another request. Use a new key for a new request.",
    );
  }
  const { token_encrypted, ...body } = row.responseBody as StoredBody;
  return { token: decryptStoredToken(token_encrypted), ...body };
}

/**
 * Stores the response under the key. Returns false when a concurrent request stored the key
 * first (the primary key decides; PostgreSQL waits for that request's commit): the caller
 * must roll back its own work and answer from the stored response.
 */
export async function storeRotation(tx: Executor, claim: IdempotencyClaim, rotation: ModuleTokenRotation, now: Date): Promise<boolean> {
  const { token, ...rest } = rotation;
  const body: StoredBody = { ...rest, token_encrypted: encryptStoredToken(token) };
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ ...claim, responseStatus: 201, responseBody: body, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}
