import { z } from "zod";
import { notificationKinds, type NotificationKind } from "./notification-kinds";

// E-mail notifications to an account's admins: the kinds each admin may opt out of.
// The kinds and their labels live in notification-kinds.ts (no zod, for the browser).

export { notificationKinds, type NotificationKind } from "./notification-kinds";

export const notificationKindSchema: z.ZodType<NotificationKind> = z.enum(notificationKinds);

/** Every kind of mail the outbox carries: the kinds above, plus mails nobody opts out of (an invitation, a password reset link). */
export const mailKinds = [...notificationKinds, "member.invited", "user.password_reset"] as const;
