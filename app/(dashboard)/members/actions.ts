"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { changeMemberRole } from "@/lib/domains/members/change-member-role";
import { removeMember } from "@/lib/domains/members/remove-member";
import { membershipRoles } from "@/lib/platform/schemas/roles";

// Members exist only in the customer area, so these call the services, which read the acting
// member's role inside their transaction and refuse with a sentence (the last owner included).
// Changing members is sudo mode: a proof of identity from the last ten minutes.

const memberSchema = z.object({ userId: z.string().min(1).max(64) });

export const changeMemberRoleAction = adminAction(
  memberSchema.extend({ role: z.enum(membershipRoles, "Choose a role.") }),
  async ({ userId, role }, { service }) => {
    const result = await changeMemberRole({ ...service, userId, role });
    revalidatePath("/members");
    return result;
  },
  { recentProof: true },
);

export const removeMemberAction = adminAction(memberSchema, async ({ userId }, { service }) => {
  await removeMember({ ...service, userId });
  revalidatePath("/members");
  return { removed: true };
}, { recentProof: true });
