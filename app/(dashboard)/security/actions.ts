"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { z } from "zod";
import { adminAction } from "@/lib/actions/admin-action";
import type { AdminContext } from "@/lib/auth/require-admin";
import { changePassword } from "@/lib/auth/change-password";
import { requestOriginFrom } from "@/lib/http/request-origin";
import { endOtherSessions } from "@/lib/sessions/end-other-sessions";
import { endSession } from "@/lib/sessions/end-session";

// The Security page is about the signed-in person, in any role: these act on their own sessions
// and password only (the services never reach another user's), journalled in the account shown.

async function own(admin: AdminContext) {
  return {
    accountId: admin.account.id,
    actor: { type: "user" as const, id: admin.user.id, display: admin.user.email },
    origin: requestOriginFrom(await headers()),
    currentSessionId: admin.session.id,
  };
}

export const endSessionAction = adminAction(z.object({ sessionId: z.string().min(1).max(64) }), async ({ sessionId }, admin) => {
  await endSession({ ...(await own(admin)), sessionId });
  revalidatePath("/security");
  return { ended: true };
});

export const endOtherSessionsAction = adminAction(z.object({}), async (_input, admin) => {
  const result = await endOtherSessions(await own(admin));
  revalidatePath("/security");
  return result;
});

const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password.").max(200, "Use at most 200 characters."),
  newPassword: z.string().min(1, "Enter a new password.").max(200, "Use at most 200 characters."),
});

export const changePasswordAction = adminAction(changePasswordSchema, async (input, admin) => {
  const result = await changePassword({
    ...input,
    accountId: admin.account.id,
    session: { id: admin.session.id, userId: admin.user.id },
    origin: requestOriginFrom(await headers()),
  });
  revalidatePath("/security");
  return result;
});
