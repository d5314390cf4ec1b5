import { and, eq } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { notificationPreferences } from "../../platform/db/schema";
import { notificationKinds, type NotificationKind } from "../../platform/schemas/notifications";

export interface NotificationPreferencesOptions {
  accountId: string;
  userId: string;
}

/** Which kinds this admin receives for this account: every kind unless they opted out. */
export async function listNotificationPreferences(options: NotificationPreferencesOptions): Promise<Record<NotificationKind, boolean>> {
  const rows = await getDb()
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.accountId, options.accountId), eq(notificationPreferences.userId, options.userId)));
  const chosen = new Map(rows.map((row) => [row.kind, row.enabled]));
  return Object.fromEntries(notificationKinds.map((kind) => [kind, chosen.get(kind) ?? true])) as Record<NotificationKind, boolean>;
}

export interface SetNotificationPreferenceOptions extends NotificationPreferencesOptions {
  kind: NotificationKind;
  enabled: boolean;
}

/** Opts this admin in or out of one kind for one account; mails already queued still go. */
export async function setNotificationPreference(options: SetNotificationPreferenceOptions): Promise<void> {
  await getDb()
    .insert(notificationPreferences)
    .values({ userId: options.userId, accountId: options.accountId, kind: options.kind, enabled: options.enabled, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.accountId, notificationPreferences.kind],
      set: { enabled: options.enabled, updatedAt: new Date() },
    });
}
