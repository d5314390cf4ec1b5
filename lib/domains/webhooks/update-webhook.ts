import { eq } from "drizzle-orm";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { webhooks, type Webhook } from "../../platform/db/schema";
import { webhooksAllowLoopback } from "../../platform/env";
import { normaliseDescription, validateEvents } from "./create-webhook";
import { getWebhookOrThrow } from "./get-webhook-or-throw";
import { moveDeliveriesOnToggle } from "./park-deliveries";
import { assertSafeWebhookUrl } from "./ssrf-guard";
import { validateWebhookApiVersion } from "./webhook-api-version";

export interface UpdateWebhookOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  webhookId: string;
  /** A new endpoint URL: checked by the SSRF guard like a new registration. */
  url?: string;
  events?: string[];
  /** null or "" clears it. */
  description?: string | null;
  enabled?: boolean;
  /** The /v1 version its payloads are rendered at from now on (pending retries included). */
  apiVersion?: string;
  /** Defaults to the operator's WEBHOOKS_ALLOW_LOOPBACK setting. */
  allowLoopback?: boolean;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

export interface UpdateWebhookResult {
  webhook: Webhook;
  /** The fields that took a new value; empty when the request changed nothing (nothing audited). */
  changed: ("url" | "events" | "description" | "enabled" | "api_version")[];
}

/**
 * Changes an endpoint's URL, events, description, enabled flag or version in place: the signing secret
 * and the delivery log stay. Everything is validated before anything is written; the change
 * and its `webhook.updated` entry are one transaction (webhook changes emit no event).
 */
export async function updateWebhook(options: UpdateWebhookOptions): Promise<UpdateWebhookResult> {
  const now = options.now ?? new Date();
  const url =
    options.url === undefined
      ? undefined
      : assertSafeWebhookUrl(options.url.trim(), { allowLoopback: options.allowLoopback ?? webhooksAllowLoopback }).toString();
  const events = options.events === undefined ? undefined : validateEvents(options.events);
  const description = options.description === undefined ? undefined : normaliseDescription(options.description);
  const apiVersion = options.apiVersion === undefined ? undefined : validateWebhookApiVersion(options.apiVersion);

  return getDb().transaction(async (tx) => {
    const current = await getWebhookOrThrow({ ...options, executor: tx, lock: true });
    const set: Partial<typeof webhooks.$inferInsert> = {};
    const changed: UpdateWebhookResult["changed"] = [];
    if (url !== undefined && url !== current.url) {
      set.url = url;
      changed.push("url");
    }
    if (events !== undefined && events.join(",") !== current.events.join(",")) {
      set.events = events;
      changed.push("events");
    }
    if (description !== undefined && description !== current.description) {
      set.description = description;
      changed.push("description");
    }
    if (apiVersion !== undefined && apiVersion !== current.apiVersion) {
      set.apiVersion = apiVersion;
      changed.push("api_version");
    }
    if (options.enabled !== undefined && options.enabled !== current.enabled) {
      Object.assign(
        set,
        options.enabled
          ? { enabled: true, disabledReason: null, disabledAt: null, failingSince: null }
          : { enabled: false, disabledReason: "manual", disabledAt: now },
      );
      changed.push("enabled");
    }
    if (changed.length === 0) return { webhook: current, changed };
    const [row] = await tx.update(webhooks).set(set).where(eq(webhooks.id, current.id)).returning();
    if (set.enabled !== undefined) await moveDeliveriesOnToggle(tx, current.id, set.enabled, now);
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "webhook.updated",
      resource: { type: "webhook", id: current.id },
      metadata: {
        changed,
        ...(set.url ? { previous_url: current.url } : {}),
        ...(set.apiVersion ? { api_version: set.apiVersion, previous_api_version: current.apiVersion } : {}),
      },
    });
    return { webhook: row!, changed };
  });
}
