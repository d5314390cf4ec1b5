"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { setNotificationPreference } from "@/lib/domains/notifications/notification-preferences";
import { notificationKindSchema } from "@/lib/platform/schemas/notifications";

// Preferences are the signed-in admin's own, for the current account: customer-area only, so
// they call the service directly (they are no part of the v1 API).

export const setNotificationPreferenceAction = adminAction(
  z.object({ kind: notificationKindSchema, enabled: z.boolean() }),
  async ({ kind, enabled }, { admin }) => {
    await setNotificationPreference({ accountId: admin.account.id, userId: admin.user.id, kind, enabled });
    revalidatePath("/notifications");
    return { kind, enabled };
  },
);
