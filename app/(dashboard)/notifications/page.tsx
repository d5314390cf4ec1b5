import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { NOTIFIED_ROLES } from "@/lib/domains/notifications/notified-roles";
import { listNotificationPreferences } from "@/lib/domains/notifications/notification-preferences";
import { NotificationPreferencesForm } from "./notification-preferences-form";

export const metadata: Metadata = { title: "Notifications" };

export default async function NotificationsPage() {
  const admin = await requireAdmin();
  const mailed = NOTIFIED_ROLES.includes(admin.account.role);
  // A viewer is mailed nothing, so has no preferences to read.
  const preferences = mailed ? await listNotificationPreferences({ accountId: admin.account.id, userId: admin.user.id }) : null;
  return (
    <>
      <PageHeader
        title="Notifications"
        description={
          mailed
            ? `What we e-mail you (${admin.user.email}) about ${admin.account.name}. Owners, admins and developers are mailed, and each chooses for themselves.`
            : `Viewers are not e-mailed about ${admin.account.name}: these mails ask for something to be done, which owners, admins and developers can do. They choose here what they get.`
        }
      />
      {preferences ? (
        <section aria-labelledby="email-heading" className="rounded-xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
          <h2 id="email-heading" className="mb-4 text-base font-semibold">
            E-mail me when
          </h2>
          <NotificationPreferencesForm initial={preferences} />
        </section>
      ) : null}
    </>
  );
}
