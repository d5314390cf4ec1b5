import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../audit/actor";
import { createAccount } from "../accounts/create-account";
import { getDb } from "../../platform/db/client";
import { auditEntries } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { createWebhook } from "./create-webhook";
import { getWebhookOrThrow } from "./get-webhook-or-throw";
import { signingSecretsOf } from "./signing-secrets";
import { updateWebhook } from "./update-webhook";

const actor = { type: "user" as const, id: "usr_test", display: "admin@acme.test" };
let acme: string;
let other: string;

beforeAll(async () => {
  acme = (await createAccount({ actor: systemActor(), slug: "acme-update-hooks", name: "Acme" })).id;
  other = (await createAccount({ actor: systemActor(), slug: "other-update-hooks", name: "Other" })).id;
});

async function errorOf(promise: Promise<unknown>) {
  return promise.then(() => null, (caught: unknown) => caught);
}

const auditActions = async (id: string) =>
  (await getDb().select().from(auditEntries).where(eq(auditEntries.resourceId, id)).orderBy(auditEntries.occurredAt)).map((entry) => entry.action);

describe("updateWebhook", () => {
  it("changes URL, events and description in place, keeps the secret, and audits the fields it changed", async () => {
    const { webhook, secret } = await createWebhook({ accountId: acme, actor, url: "https://hooks.example.com/old", events: ["*"] });
    const { webhook: updated, changed } = await updateWebhook({
      accountId: acme,
      actor,
      webhookId: webhook.id,
      url: "https://hooks.example.com/new",
      events: ["invoice.created", "token.created"],
      description: "  ERP  ",
    });
    expect(changed).toEqual(["url", "events", "description"]);
    expect(updated).toMatchObject({ url: "https://hooks.example.com/new", events: ["invoice.created", "token.created"], description: "ERP" });
    const stored = await getWebhookOrThrow({ accountId: acme, webhookId: webhook.id });
    expect(signingSecretsOf(stored, new Date())).toEqual([secret]);
    expect(await auditActions(webhook.id)).toEqual(["webhook.created", "webhook.updated"]);
    const [entry] = await getDb().select().from(auditEntries).where(eq(auditEntries.action, "webhook.updated")).limit(1);
    expect(entry?.metadata).toMatchObject({ changed: ["url", "events", "description"], previous_url: "https://hooks.example.com/old" });
  });

  it("writes and audits nothing when nothing changes", async () => {
    const { webhook } = await createWebhook({ accountId: acme, actor, url: "https://hooks.example.com/same", events: ["*"] });
    const result = await updateWebhook({ accountId: acme, actor, webhookId: webhook.id, url: "https://hooks.example.com/same", events: ["*"] });
    expect(result.changed).toEqual([]);
    expect(await auditActions(webhook.id)).toEqual(["webhook.created"]);
  });

  it("re-runs the SSRF guard on a new URL and changes nothing when it refuses", async () => {
    const { webhook } = await createWebhook({ accountId: acme, actor, url: "https://hooks.example.com/safe", events: ["*"] });
    const error = await errorOf(
      updateWebhook({ accountId: acme, actor, webhookId: webhook.id, url: "https://169.254.169.254/latest/meta-data/", allowLoopback: false, events: ["invoice.created"] }),
    );
    expect(isAppError(error, "validation_failed")).toBe(true);
    const stored = await getWebhookOrThrow({ accountId: acme, webhookId: webhook.id });
    expect(stored).toMatchObject({ url: "https://hooks.example.com/safe", events: ["*"] });
  });

  it("disables and re-enables like the dedicated operations", async () => {
    const { webhook } = await createWebhook({ accountId: acme, actor, url: "https://hooks.example.com/toggle", events: ["*"] });
    const disabled = await updateWebhook({ accountId: acme, actor, webhookId: webhook.id, enabled: false });
    expect(disabled.webhook).toMatchObject({ enabled: false, disabledReason: "manual" });
    const enabled = await updateWebhook({ accountId: acme, actor, webhookId: webhook.id, enabled: true });
    expect(enabled.webhook).toMatchObject({ enabled: true, disabledReason: null });
  });

  it("treats another account's webhook as not found", async () => {
    const { webhook } = await createWebhook({ accountId: acme, actor, url: "https://hooks.example.com/mine", events: ["*"] });
    const error = await errorOf(updateWebhook({ accountId: other, actor, webhookId: webhook.id, description: "taken" }));
    expect(isAppError(error, "not_found")).toBe(true);
  });
});
