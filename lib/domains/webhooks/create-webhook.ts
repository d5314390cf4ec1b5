import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { encryptSecret } from "../../platform/crypto/secret-box";
import { getDb } from "../../platform/db/client";
import { webhooks, type Webhook } from "../../platform/db/schema";
import { webhooksAllowLoopback } from "../../platform/env";
import { AppError } from "../../platform/errors/app-error";
import { eventTypes } from "../../platform/schemas/event-catalogue";
import { MAX_WEBHOOK_DESCRIPTION_LENGTH } from "../../platform/schemas/webhook-endpoint-fields";
import { newId } from "../../platform/ids";
import { generateWebhookSecret } from "./generate-webhook-secret";
import { assertSafeWebhookUrl } from "./ssrf-guard";
import { accountApiVersion, validateWebhookApiVersion } from "./webhook-api-version";

export interface CreateWebhookOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  /** https URL; plain http only to loopback when `allowLoopback`. */
  url: string;
  /** Event types from the catalogue, or `["*"]` for all. */
  events: string[];
  description?: string | null;
  /** The /v1 version its payloads are rendered at; defaults to the account's. */
  apiVersion?: string;
  /** Defaults to the operator's WEBHOOKS_ALLOW_LOOPBACK setting. */
  allowLoopback?: boolean;
}

export interface CreatedWebhook {
  webhook: Webhook;
  /** The signing secret (`whsec_…`): returned this once, stored only encrypted. */
  secret: string;
}

export function validateEvents(events: string[]): string[] {
  const fail = (detail: string) =>
    new AppError("validation_failed", `Invalid events: ${detail}`, [{ pointer: "#/events", detail }]);
  if (events.length === 0) throw fail('Choose at least one event type, or ["*"] for all.');
  if (events.includes("*")) {
    if (events.some((event) => event !== "*")) throw fail('"*" already means every event: use it alone.');
    return ["*"];
  }
  const known = new Set<string>(eventTypes);
  const unknown = events.filter((event) => !known.has(event));
  if (unknown.length > 0) throw fail(`Unknown event types: ${unknown.join(", ")}.`);
  return [...new Set(events)].sort();
}

export function normaliseDescription(description: string | null | undefined): string | null {
  const text = description?.trim() ?? "";
  if (text.length > MAX_WEBHOOK_DESCRIPTION_LENGTH) {
    const detail = `Must be at most ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters.`;
    throw new AppError("validation_failed", `Invalid description: ${detail}`, [{ pointer: "#/description", detail }]);
  }
  return text || null;
}

/** Registers an endpoint and returns its signing secret once; records `webhook.created` (never the secret). */
export async function createWebhook(options: CreateWebhookOptions): Promise<CreatedWebhook> {
  const url = assertSafeWebhookUrl(options.url.trim(), { allowLoopback: options.allowLoopback ?? webhooksAllowLoopback });
  const events = validateEvents(options.events);
  const description = normaliseDescription(options.description);
  const chosenVersion = options.apiVersion === undefined ? undefined : validateWebhookApiVersion(options.apiVersion);
  const id = newId("wh");
  const secret = generateWebhookSecret();
  const webhook = await getDb().transaction(async (tx) => {
    const apiVersion = chosenVersion ?? (await accountApiVersion(tx, options.accountId));
    const [row] = await tx
      .insert(webhooks)
      .values({
        id,
        accountId: options.accountId,
        url: url.toString(),
        description,
        events,
        secretEncrypted: encryptSecret(secret, id),
        apiVersion,
      })
      .returning();
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "webhook.created",
      resource: { type: "webhook", id },
      metadata: { url: row!.url, events, description, api_version: apiVersion },
    });
    return row!;
  });
  return { webhook, secret };
}
