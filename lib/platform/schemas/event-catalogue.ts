// The webhook event catalogue: every event type the service emits. Shared vocabulary (the
// schemas, the documentation, the outbox and the customer area take it from here).
export const eventTypes = [
  "module.sync_state.changed",
  "module.token.rotated",
  "invoice.created",
  "token.created",
  "token.revoked",
  "webhook.test",
] as const;

export type EventType = (typeof eventTypes)[number];
