/** The create and edit forms' fields, as the API's JSON pointers name them (`#/url`, `#/events/0`, …). */
export const webhookFields = ["url", "events", "description"] as const;
