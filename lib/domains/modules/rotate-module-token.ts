import { and, eq, gt, isNull, ne, or } from "drizzle-orm";
import type { Actor } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { sha256Hex } from "../../platform/crypto/sha256";
import { getDb, type Executor } from "../../platform/db/client";
import { moduleTokens, type Module } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { enqueueEvent } from "../events";
import type { CloudPlatformAdapter } from "./cloud-platform/adapter";
import { moduleTokenRow } from "./module-token-row";
import { lockModule } from "./lock-module";
import {
  findStoredRotation,
  rotationOperation,
  storeRotation,
  type IdempotencyClaim,
  type ModuleTokenRotation,
} from "./module-token-idempotency";

export type { ModuleTokenRotation } from "./module-token-idempotency";

const MAX_GRACE_PERIOD_SECONDS = 86_400;

export interface RotateModuleTokenOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  moduleId: string;
  /** How long the replaced token keeps working: 0–86 400 s, default 86 400 (24 h). */
  gracePeriodSeconds?: number;
  /** The `Idempotency-Key` header, if sent. */
  idempotencyKey?: string;
  /** SHA-256 of the request body; defaults to a hash of the options that shape the result. */
  requestHash?: string;
  adapter: CloudPlatformAdapter;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

/** Thrown inside the transaction to roll it back when a concurrent request took the key first. */
class IdempotencyKeyTaken extends Error {}

/**
 * Issues a new cloud-platform token for a module and ends the current one after the grace
 * period, in one transaction with its audit entry and `module.token.rotated` event. The module
 * row lock serialises rotations of one module, so each previous token is ended exactly once.
 */
export async function rotateModuleToken(options: RotateModuleTokenOptions): Promise<ModuleTokenRotation> {
  const grace = validGracePeriod(options.gracePeriodSeconds);
  const now = options.now ?? new Date();
  const claim = idempotencyClaim(options, grace);
  try {
    return await getDb().transaction(async (tx) => {
      const module = await lockModule(tx, options);
      const stored = claim && (await findStoredRotation(tx, claim, now));
      if (stored) return stored;
      const rotation = await issueReplacingToken(tx, module, options.adapter, grace, now);
      await recordRotation(tx, module, options, grace, rotation);
      if (claim && !(await storeRotation(tx, claim, rotation, now))) throw new IdempotencyKeyTaken();
      return rotation;
    });
  } catch (error) {
    if (!(error instanceof IdempotencyKeyTaken) || !claim) throw error;
    // Our rotation was rolled back; answer as a retry of the request that won would be answered.
    const winner = await getDb().transaction((tx) => findStoredRotation(tx, claim, now));
    if (winner) return winner;
    throw new AppError("conflict", "A concurrent request with the same Idempotency-Key did not finish. Retry.");
  }
}

function validGracePeriod(value: number | undefined): number {
  const grace = value ?? MAX_GRACE_PERIOD_SECONDS;
  if (!Number.isInteger(grace) || grace < 0 || grace > MAX_GRACE_PERIOD_SECONDS) {
    throw new AppError("validation_failed", `The grace period must be 0 to ${MAX_GRACE_PERIOD_SECONDS} seconds.`, [
      { pointer: "#/grace_period_seconds", detail: `Must be an integer from 0 to ${MAX_GRACE_PERIOD_SECONDS}.` },
    ]);
  }
  return grace;
}

function idempotencyClaim(options: RotateModuleTokenOptions, grace: number): IdempotencyClaim | null {
  const key = options.idempotencyKey;
  if (key === undefined) return null;
  if (key.length < 1 || key.length > 255) {
    throw new AppError("validation_failed", "The Idempotency-Key must be 1 to 255 characters.", [
      { pointer: "#/headers/Idempotency-Key", detail: "Must be 1 to 255 characters." },
    ]);
  }
  return {
    accountId: options.accountId,
    key,
    operation: rotationOperation(options.moduleId),
    requestHash: options.requestHash ?? sha256Hex(JSON.stringify({ grace_period_seconds: grace })),
  };
}

/**
 * Stores the new token (hash and hint only) and moves the end of every other token of the
 * module that would outlive the grace period to `now + grace`: a current token gets its end,
 * one still in an earlier grace is never extended, and grace 0 ends the old token now.
 */
async function issueReplacingToken(
  tx: Executor,
  module: Module,
  adapter: CloudPlatformAdapter,
  graceSeconds: number,
  now: Date,
): Promise<ModuleTokenRotation> {
  const { token } = await adapter.issueModuleToken(module);
  const [record] = await tx
    .insert(moduleTokens)
    .values(moduleTokenRow(module, token, now))
    .returning();
  const ends = new Date(now.getTime() + graceSeconds * 1000);
  const ended = await tx
    .update(moduleTokens)
    .set({ expiresAt: ends })
    .where(
      and(
        eq(moduleTokens.moduleId, module.id),
        ne(moduleTokens.id, record!.id),
        or(isNull(moduleTokens.expiresAt), gt(moduleTokens.expiresAt, ends)),
      ),
    )
    .returning({ id: moduleTokens.id });
  return {
    token,
    token_hint: record!.tokenHint,
    created_at: record!.createdAt.toISOString(),
    previous_token_expires_at: ended.length ? ends.toISOString() : null,
  };
}

// The journal and the event get the hint and the dates, never the token.
async function recordRotation(
  tx: Executor,
  module: Module,
  options: RotateModuleTokenOptions,
  graceSeconds: number,
  rotation: ModuleTokenRotation,
): Promise<void> {
  const summary = {
    token_hint: rotation.token_hint,
    grace_period_seconds: graceSeconds,
    previous_token_expires_at: rotation.previous_token_expires_at,
  };
  await recordAuditEntry(tx, {
    accountId: module.accountId,
    action: "module.token.rotated",
    actor: options.actor,
    resource: { type: "module", id: module.id },
    origin: options.origin,
    metadata: summary,
  });
  await enqueueEvent(tx, {
    accountId: module.accountId,
    type: "module.token.rotated",
    data: { module_id: module.id, created_at: rotation.created_at, ...summary },
  });
}
