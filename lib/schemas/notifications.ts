import { z } from "zod";

// E-mail notifications to an account's admins: the kinds each admin may opt out of.

export const notificationKinds = ["webhook.disabled", "token.expiring", "module.failed", "token.leaked", "rate_limit.extended"] as const;

export const notificationKindSchema = z.enum(notificationKinds);

/** Every kind of mail the outbox carries: the kinds above, plus mails nobody opts out of (an invitation). */
export const mailKinds = [...notificationKinds, "member.invited"] as const;
export type MailKind = (typeof mailKinds)[number];
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** For people: what each kind tells them. */
export const notificationKindLabels: Record<NotificationKind, { title: string; description: string }> = {
  "webhook.disabled": { title: "Webhook endpoint disabled", description: "An endpoint answered 410 Gone or kept failing for days, and deliveries to it stopped." },
  "token.expiring": { title: "Access token expiring", description: "An access token expires in 7 days, and again 1 day before." },
  "module.failed": { title: "Module sync failed", description: "A module's synchronization failed: one e-mail when it starts failing, not one per retry, until it syncs again." },
  "token.leaked": { title: "Leaked token revoked", description: "A secret scanner found an access token in public and we revoked it." },
  "rate_limit.extended": { title: "Extended limit granted", description: "An operator granted a token 3 000 requests per minute." },
};
