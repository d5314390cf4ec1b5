// The kinds of e-mail notification and their labels, with no zod: the preferences form imports
// them in the browser, and zod would add ~37 KB to its page. notifications.ts builds the schema.

export const notificationKinds = ["webhook.disabled", "token.expiring", "module.failed", "token.leaked", "rate_limit.extended", "api.deprecated_calls"] as const;

export type NotificationKind = (typeof notificationKinds)[number];

/** For people: what each kind tells them. */
export const notificationKindLabels: Record<NotificationKind, { title: string; description: string }> = {
  "webhook.disabled": { title: "Webhook endpoint disabled", description: "An endpoint answered 410 Gone or kept failing for days, and deliveries to it stopped." },
  "token.expiring": { title: "Access token expiring", description: "An access token expires in 7 days, and again 1 day before." },
  "module.failed": { title: "Module sync failed", description: "A module's synchronization failed: one e-mail when it starts failing, not one per retry, until it syncs again." },
  "token.leaked": { title: "Leaked token revoked", description: "A secret scanner found an access token in public and we revoked it." },
  "rate_limit.extended": { title: "Extended limit granted", description: "An operator granted a token or an OAuth client 3 000 requests per minute." },
  "api.deprecated_calls": { title: "Deprecated API calls", description: "Integrations called an API version, operation or parameter that is being retired: at most one e-mail a week, naming the tokens and OAuth clients." },
};
