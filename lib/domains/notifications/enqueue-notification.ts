import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { memberships, notificationPreferences, notifications, users } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import type { NotificationKind } from "../../platform/schemas/notifications";
import { NOTIFIED_ROLES } from "./notified-roles";

export interface EnqueueNotificationOptions {
  accountId: string;
  kind: NotificationKind;
  /**
   * Unique per subject matter, e.g. `token.expiring:7d:tok_…`: the same key is mailed once per
   * person, whichever account queues it, so a key names its account (or an id that belongs to one).
   */
  dedupeKey: string;
  subject: string;
  /** Plain text; never a secret (hints and ids only). */
  body: string;
}

/**
 * Queues one e-mail per member of the account in a notified role who has not opted out of this kind. Pass the
 * transaction of the change that causes it: the mail exists exactly when the change does.
 * Returns how many were queued (0 for a key already queued).
 */
export async function enqueueNotification(executor: Executor, options: EnqueueNotificationOptions): Promise<number> {
  const admins = await executor
    .select({ userId: users.id, email: users.email, enabled: notificationPreferences.enabled })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, memberships.userId),
        eq(notificationPreferences.accountId, memberships.accountId),
        eq(notificationPreferences.kind, options.kind),
      ),
    )
    .where(and(eq(memberships.accountId, options.accountId), inArray(memberships.role, NOTIFIED_ROLES)));
  const recipients = admins.filter((admin) => admin.enabled !== false);
  if (recipients.length === 0) return 0;
  const queued = await executor
    .insert(notifications)
    .values(
      recipients.map((admin) => ({
        id: newId("ntf"),
        accountId: options.accountId,
        userId: admin.userId,
        kind: options.kind,
        dedupeKey: options.dedupeKey,
        recipient: admin.email,
        subject: options.subject,
        body: options.body,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return queued.length;
}
