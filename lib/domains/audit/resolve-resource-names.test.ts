import { describe, expect, it } from "vitest";
import { createAccountFixture } from "../modules/testing/create-module-fixture";
import { createWebhook } from "../webhooks/create-webhook";
import { deleteWebhook } from "../webhooks/delete-webhook";
import { systemActor } from "./actor";
import { listAuditActors } from "./list-audit-actors";
import { recordAuditEntry } from "./record-audit-entry";
import { resolveResourceNames, resourceKey } from "./resolve-resource-names";
import { getDb } from "../../platform/db/client";

const admin = { type: "user" as const, id: "usr_0000000000000000000000000a", display: "admin@example.test" };

describe("names in the audit journal", () => {
  it("names a deleted webhook by the description its entries recorded, marked deleted", async () => {
    const account = await createAccountFixture();
    const { webhook } = await createWebhook({ accountId: account.id, actor: admin, url: "https://hooks.example.test/in", events: ["*"], description: "Billing receiver" });
    const resource = { type: "webhook", id: webhook.id };
    expect((await resolveResourceNames({ accountId: account.id, resources: [resource] })).get(resourceKey(resource))).toBe("Billing receiver");
    await deleteWebhook({ accountId: account.id, actor: admin, webhookId: webhook.id });
    expect((await resolveResourceNames({ accountId: account.id, resources: [resource] })).get(resourceKey(resource))).toBe("Billing receiver (deleted)");
    // Another account's journal does not name it.
    const other = await createAccountFixture();
    expect((await resolveResourceNames({ accountId: other.id, resources: [resource] })).has(resourceKey(resource))).toBe(false);
  });

  it("offers every actor of the journal, the operator and people who left included", async () => {
    const account = await createAccountFixture();
    await getDb().transaction(async (tx) => {
      await recordAuditEntry(tx, { accountId: account.id, action: "token.revoked", actor: systemActor(), metadata: { name: "ci", token_hint: "mis_…abcd" } });
      await recordAuditEntry(tx, { accountId: account.id, action: "webhook.created", actor: { type: "user", id: "usr_0000000000000000000000000b", display: "former@example.test" }, metadata: { url: "https://hooks.example.test/in", events: ["*"], description: null } });
    });
    const actors = await listAuditActors({ accountId: account.id });
    expect(actors).toContainEqual({ filter: { actor_id: "usr_0000000000000000000000000b" }, label: "former@example.test", type: "user" });
    expect(actors.at(-1)).toEqual({ filter: { actor_type: "system" }, label: "System (the operator)", type: "system" });
  });
});
