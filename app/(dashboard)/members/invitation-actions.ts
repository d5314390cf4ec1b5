"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { serverPublicOrigin } from "@/lib/platform/http/public-origin";
import { inviteMember } from "@/lib/domains/invitations/invite-member";
import { resendInvitation } from "@/lib/domains/invitations/resend-invitation";
import { revokeInvitation } from "@/lib/domains/invitations/revoke-invitation";
import { membershipRoles } from "@/lib/platform/schemas/roles";

// Invitations are customer-area only. The services check the inviter's role in their
// transaction; the link in the mail names the configured public origin, as every mail's link
// does (serverPublicOrigin), not the address the admin reached us by. Sending, resending and
// revoking invitations is sudo mode: a proof of identity from the last ten minutes.

const inviteSchema = z.object({
  email: z.string().trim().min(1, "Enter an e-mail address.").max(254, "Use at most 254 characters."),
  role: z.enum(membershipRoles, "Choose a role."),
});

export const inviteMemberAction = adminAction(
  inviteSchema,
  async ({ email, role }, { service }) => {
    const { invitation } = await inviteMember({ ...service, linkOrigin: serverPublicOrigin(), email, role });
    revalidatePath("/members");
    return { email: invitation.email };
  },
  { permission: "manage_members", recentProof: true },
);

const invitationIdSchema = z.object({ id: z.string().min(1).max(64) });

export const resendInvitationAction = adminAction(
  invitationIdSchema,
  async ({ id }, { service }) => {
    await resendInvitation({ ...service, linkOrigin: serverPublicOrigin(), invitationId: id });
    revalidatePath("/members");
    return { resent: true };
  },
  { permission: "manage_members", recentProof: true },
);

export const revokeInvitationAction = adminAction(
  invitationIdSchema,
  async ({ id }, { service }) => {
    await revokeInvitation({ ...service, invitationId: id });
    revalidatePath("/members");
    return { revoked: true };
  },
  { permission: "manage_members", recentProof: true },
);
