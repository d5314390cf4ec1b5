import type { EventType } from "../../platform/schemas/event-catalogue";
import { exampleModuleStatus } from "./example-module-status";

// One example payload per event type: the OpenAPI document shows them, and "Send example" on
// an endpoint's page delivers them, so a receiver can be built against each type before it happens.

export const exampleEventData: Record<EventType, Record<string, unknown>> = {
  "module.sync_state.changed": { module_id: exampleModuleStatus.module_id, from: "syncing", to: "synced", status: exampleModuleStatus },
  "module.token.rotated": {
    module_id: "mod_01jd4y3k6efq9b8c1m2n3p4q5r",
    created_at: "2026-11-22T10:00:00.000Z",
    token_hint: "cpt_…e9Ri",
    grace_period_seconds: 86_400,
    previous_token_expires_at: "2026-11-23T10:00:00.000Z",
  },
  "invoice.created": { id: "inv_01jd4y3k6efq9b8c1m2n3p4q5r", number: "ACME-000012", period: "2026-10", total: 35_700, currency: "EUR" },
  "token.created": { id: "tok_01jd4y3k6efq9b8c1m2n3p4q5r", name: "ERP nightly export", scopes: ["read"], token_hint: "mis_at_…x7Qa", expires_at: "2027-02-20T09:30:00.000Z" },
  "token.revoked": { id: "tok_01jd4y3k6efq9b8c1m2n3p4q5r", name: "ERP nightly export", token_hint: "mis_at_…x7Qa" },
  "webhook.test": { webhook_id: "wh_01jd4y3k6efq9b8c1m2n3p4q5r", message: "This is a test event sent from the webhook settings." },
};
