import type { Metadata } from "next";
import { FormSection } from "@/components/ui/form-section";
import { PageHeader } from "@/components/ui/page-header";
import { requireAdmin } from "@/lib/auth/require-admin";
import { listActiveSessions } from "@/lib/sessions/list-active-sessions";
import { ChangePasswordForm } from "./change-password-form";
import { SessionsSection } from "./sessions-section";

export const metadata: Metadata = { title: "Security" };

// About the signed-in person, whatever their role: their sessions and their password. (The
// second-factor sections join this page from the issue22-second-factor branch.)
export default async function SecurityPage() {
  const admin = await requireAdmin();
  const sessions = await listActiveSessions({ userId: admin.user.id, currentSessionId: admin.session.id });
  return (
    <>
      <PageHeader title="Security" description={`How you, ${admin.user.email}, sign in, and where you are signed in.`} />
      <div className="space-y-6">
        <SessionsSection
          sessions={sessions.map((session) => ({ ...session, createdAt: session.createdAt.toISOString(), lastSeenAt: session.lastSeenAt.toISOString() }))}
        />
        <FormSection headingId="password-heading" title="Change password">
          <ChangePasswordForm />
        </FormSection>
      </div>
    </>
  );
}
