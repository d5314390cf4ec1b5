import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { FormSection } from "@/components/ui/form-section";
import { listPendingInvitations } from "@/lib/domains/invitations/list-pending-invitations";
import { listMembers } from "@/lib/domains/members/list-members";
import { grantableRoles, membershipRoles, roleDescriptions, roleLabels, roleMay, roleWithArticle } from "@/lib/platform/schemas/roles";
import { InviteMemberForm } from "./invite-member-form";
import { PendingInvitations } from "./pending-invitations";
import { toMemberRow } from "./member-row";
import { MembersTable } from "./members-table";
import { PageSection } from "@/components/ui/page-section";

export const metadata: Metadata = { title: "Members" };

export default async function MembersPage() {
  const admin = await requireAdmin();
  const members = (await listMembers({ accountId: admin.account.id })).map((member) => toMemberRow(member, admin.user.id));
  const grantable = grantableRoles(admin.account.role);
  const canManage = roleMay(admin.account.role, "manage_members");
  const now = Date.now();
  const invitations = (await listPendingInvitations({ accountId: admin.account.id })).map((invitation) => ({
    ...invitation,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    expired: invitation.expiresAt.getTime() <= now,
  }));
  return (
    <>
      <PageHeader title="Members" description={`Who has access to ${admin.account.name}, and what each may do. You are ${roleWithArticle(admin.account.role)}.`} />
      <div className="space-y-6">
        {canManage ? (
          <FormSection headingId="invite-heading" title="Invite someone">
            <InviteMemberForm grantable={grantable} />
          </FormSection>
        ) : null}
        <PageSection headingId="members-heading" title="People with access">
          <MembersTable members={members} grantable={grantable} />
        </PageSection>
        <PageSection headingId="invitations-heading" title="Pending invitations">
          <PendingInvitations invitations={invitations} canManage={canManage} />
        </PageSection>
        <PageSection headingId="roles-heading" title="Roles">
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            {membershipRoles.map((role) => (
              <div key={role} className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
                <dt className="font-medium">{roleLabels[role]}</dt>
                <dd className="text-zinc-600 dark:text-zinc-400">{roleDescriptions[role]}</dd>
              </div>
            ))}
          </dl>
        </PageSection>
      </div>
    </>
  );
}
