import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { accessTokens, type AccessToken } from "../../platform/db/schema";
import type { AccessScope } from "../../platform/schemas/vocabulary";
import { AppError } from "../../platform/errors/app-error";
import { enqueueEvent } from "../events";
import { newId } from "../../platform/ids";
import { accessTokenHint, generateAccessToken, hashAccessToken } from "./token-format";
import { isValidTokenValidity, MAX_TOKEN_VALIDITY_SECONDS, MIN_TOKEN_VALIDITY_SECONDS } from "./validity";

export interface CreateAccessTokenOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  name: string;
  scopes: AccessScope[];
  /** Validity from now, between 1 hour and 90 days. */
  expiresInSeconds: number;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

export interface CreatedAccessToken {
  /** The full secret: shown once, never stored. */
  token: string;
  record: AccessToken;
}

/** Issues a bearer token for /v1: stores its hash, records `token.created` and emits the event. */
export async function createAccessToken(options: CreateAccessTokenOptions): Promise<CreatedAccessToken> {
  const name = options.name.trim();
  if (!name || name.length > 100) {
    throw new AppError("validation_failed", "The name must be 1 to 100 characters.", [
      { pointer: "#/name", detail: "Must be 1 to 100 characters." },
    ]);
  }
  const scopes = [...new Set(options.scopes)].sort();
  if (scopes.length === 0) {
    throw new AppError("validation_failed", "Choose at least one scope.", [
      { pointer: "#/scopes", detail: "Choose read, write or both." },
    ]);
  }
  if (!isValidTokenValidity(options.expiresInSeconds)) {
    throw new AppError("validation_failed", "A token is valid from 1 hour to 90 days.", [
      {
        pointer: "#/expires_in",
        detail: `Must be between ${MIN_TOKEN_VALIDITY_SECONDS} and ${MAX_TOKEN_VALIDITY_SECONDS} seconds.`,
      },
    ]);
  }

  const now = options.now ?? new Date();
  const token = generateAccessToken();
  const record = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(accessTokens)
      .values({
        id: newId("tok"),
        accountId: options.accountId,
        name,
        scopes,
        tokenHash: hashAccessToken(token),
        tokenHint: accessTokenHint(token),
        createdByUserId: options.actor.type === "user" ? options.actor.id : null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + options.expiresInSeconds * 1000),
      })
      .returning();
    const created = row!;
    const summary = { name, scopes, token_hint: created.tokenHint, expires_at: created.expiresAt.toISOString() };
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "token.created",
      resource: { type: "access_token", id: created.id },
      metadata: summary,
    });
    await enqueueEvent(tx, { accountId: options.accountId, type: "token.created", data: { id: created.id, ...summary } });
    return created;
  });
  return { token, record };
}
