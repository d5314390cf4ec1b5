"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { z } from "zod";
import { adminAction } from "@/lib/actions/admin-action";
import type { AdminContext } from "@/lib/auth/require-admin";
import { requestOriginFrom } from "@/lib/http/request-origin";
import { publicOrigin } from "@/lib/http/public-origin";
import { inviteMember } from "@/lib/invitations/invite-member";
import { resendInvitation } from "@/lib/invitations/resend-invitation";
import { revokeInvitation } from "@/lib/invitations/revoke-invitation";
import { membershipRoles } from "@/lib/schemas/roles";

// Invitations are customer-area only. The services check the inviter's role in their
// transaction; the link in the mail points at the address the admin reached us by. Sending,
// resending and revoking invitations is sudo mode: a proof of identity from the last ten minutes.

async function context(admin: AdminContext) {
  const requestHeaders = await headers();
  return {
    accountId: admin.account.id,
    actor: { type: "user" as const, id: admin.user.id, display: admin.user.email },
    origin: requestOriginFrom(requestHeaders),
    linkOrigin: publicOrigin(requestHeaders, "http://localhost:3000"),
  };
}

const inviteSchema = z.object({
  email: z.string().trim().min(1, "Enter an e-mail address.").max(254, "Use at most 254 characters."),
  role: z.enum(membershipRoles, "Choose a role."),
});

export const inviteMemberAction = adminAction(
  inviteSchema,
  async ({ email, role }, admin) => {
    const { invitation } = await inviteMember({ ...(await context(admin)), email, role });
    revalidatePath("/members");
    return { email: invitation.email };
  },
  { permission: "manage_members", recentProof: true },
);

const invitationIdSchema = z.object({ id: z.string().min(1).max(64) });

export const resendInvitationAction = adminAction(
  invitationIdSchema,
  async ({ id }, admin) => {
    await resendInvitation({ ...(await context(admin)), invitationId: id });
    revalidatePath("/members");
    return { resent: true };
  },
  { permission: "manage_members", recentProof: true },
);

export const revokeInvitationAction = adminAction(
  invitationIdSchema,
  async ({ id }, admin) => {
    const { linkOrigin: _unused, ...rest } = await context(admin);
    await revokeInvitation({ ...rest, invitationId: id });
    revalidatePath("/members");
    return { revoked: true };
  },
  { permission: "manage_members", recentProof: true },
);
