import { eventTypes, type EventType } from "@/lib/platform/schemas/event-catalogue";

// What each event type means, for the checklist and the tables (the catalogue holds the names).
const eventDescriptions: Record<EventType, string> = {
  "module.sync_state.changed": "A module's synchronization changed state (syncing, synced, failed, paused…).",
  "module.token.rotated": "A module's cloud-platform token was rotated.",
  "invoice.created": "A monthly invoice was issued.",
  "token.created": "An access token was created.",
  "token.revoked": "An access token was revoked.",
  "webhook.test": "A test event, sent on request to one endpoint.",
};

export const catalogue = eventTypes.map((type) => ({ type, description: eventDescriptions[type] }));

/** Why an endpoint is disabled, told to the admin. */
export function disabledReasonText(reason: string | null): string {
  switch (reason) {
    case "gone":
      return "The endpoint answered 410 Gone, so deliveries stopped. Enable it again once it accepts deliveries.";
    case "failing":
      return "Every delivery failed for 5 days, so deliveries stopped. Fix the endpoint, then enable it: waiting deliveries will be sent.";
    case "manual":
      return "Disabled by an admin. New events wait and are delivered once it is enabled again.";
    default:
      return "Deliveries are stopped.";
  }
}
