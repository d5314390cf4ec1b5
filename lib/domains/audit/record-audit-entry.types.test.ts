import { describe, expect, it } from "vitest";
import { systemActor } from "./actor";
import { recordAuditEntry } from "./record-audit-entry";

// The journal's vocabulary is checked by the compiler (npm run lint type-checks this file): each
// `@ts-expect-error` below fails the type check the day such a call compiles.

/** Never run: only compiled. */
async function callsThatDoNotCompile(executor: Parameters<typeof recordAuditEntry>[0]) {
  const actor = systemActor();
  // @ts-expect-error an action the journal does not know
  await recordAuditEntry(executor, { accountId: null, action: "token.stolen", actor });
  // @ts-expect-error metadata of another action's shape
  await recordAuditEntry(executor, { accountId: null, action: "rate_limit.extended", actor, metadata: { name: "ci" } });
  // @ts-expect-error an action that carries metadata, without it
  await recordAuditEntry(executor, { accountId: null, action: "webhook.disabled", actor });
  // @ts-expect-error the deliverer's disable names the delivery
  await recordAuditEntry(executor, { accountId: null, action: "webhook.disabled", actor, metadata: { reason: "gone" } });
  // Compiles: no metadata where the action carries none, and each of webhook.disabled's two shapes.
  await recordAuditEntry(executor, { accountId: null, action: "user.signed_out", actor });
  await recordAuditEntry(executor, { accountId: null, action: "webhook.disabled", actor, metadata: { reason: "manual" } });
  await recordAuditEntry(executor, { accountId: null, action: "webhook.disabled", actor, metadata: { reason: "gone", delivery_id: "dlv_1", failing_since: null } });
}

describe("recordAuditEntry's types", () => {
  it("are checked by tsc (see the calls above)", () => {
    expect(typeof callsThatDoNotCompile).toBe("function");
  });
});
