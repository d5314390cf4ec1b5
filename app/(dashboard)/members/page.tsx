import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { requireAdmin } from "@/lib/auth/require-admin";
import { FormSection } from "@/components/ui/form-section";
import { listPendingInvitations } from "@/lib/invitations/list-pending-invitations";
import { listMembers } from "@/lib/members/list-members";
import { grantableRoles, membershipRoles, roleDescriptions, roleLabels, roleMay, roleWithArticle } from "@/lib/schemas/roles";
import { InviteMemberForm } from "./invite-member-form";
import { PendingInvitations } from "./pending-invitations";
import { toMemberRow } from "./member-row";
import { MembersTable } from "./members-table";

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
        <section aria-labelledby="members-heading" className="space-y-3">
          <h2 id="members-heading" className="text-base font-semibold">
            People with access
          </h2>
          <MembersTable members={members} grantable={grantable} />
        </section>
        <section aria-labelledby="invitations-heading" className="space-y-3">
          <h2 id="invitations-heading" className="text-base font-semibold">
            Pending invitations
          </h2>
          <PendingInvitations invitations={invitations} canManage={canManage} />
        </section>
        <section aria-labelledby="roles-heading" className="space-y-3">
          <h2 id="roles-heading" className="text-base font-semibold">
            Roles
          </h2>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            {membershipRoles.map((role) => (
              <div key={role} className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
                <dt className="font-medium">{roleLabels[role]}</dt>
                <dd className="text-zinc-600 dark:text-zinc-400">{roleDescriptions[role]}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
