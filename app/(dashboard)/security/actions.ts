"use server";

import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import type { ActionContext } from "@/lib/adapters/actions/service-context";
import { userAction } from "@/lib/adapters/actions/user-action";
import { changePassword } from "@/lib/domains/auth/change-password";
import { actionPublicOrigin } from "@/lib/adapters/actions/action-public-origin";
import { finishPasskeyRegistration } from "@/lib/domains/passkeys/finish-passkey-registration";
import { removePasskey } from "@/lib/domains/passkeys/remove-passkey";
import { startPasskeyRegistration } from "@/lib/domains/passkeys/start-passkey-registration";
import { endOtherSessions } from "@/lib/domains/sessions/end-other-sessions";
import { endSession } from "@/lib/domains/sessions/end-session";
import { confirmTotpSetup } from "@/lib/domains/two-factor/confirm-totp-setup";
import { regenerateRecoveryCodes } from "@/lib/domains/two-factor/regenerate-recovery-codes";
import { removeTotp } from "@/lib/domains/two-factor/remove-totp";
import { setTwoFactorPolicy } from "@/lib/domains/two-factor/set-two-factor-policy";
import { startTotpSetup } from "@/lib/domains/two-factor/start-totp-setup";

// The Security page is about the signed-in person, in any role: these act on their own sessions
// and password only (the services never reach another user's), journalled in the account shown.
// Sudo mode (a proof of identity from the last ten minutes) for every change that adds or weakens
// a factor or mints a credential: passkeys, the authenticator app, recovery codes. Changing the
// password needs none: the current password it asks for is that proof.

function own({ service, admin }: ActionContext) {
  return { ...service, currentSessionId: admin.session.id };
}

export const endSessionAction = adminAction(z.object({ sessionId: z.string().min(1).max(64) }), async ({ sessionId }, context) => {
  await endSession({ ...own(context), sessionId });
  revalidatePath("/security");
  return { ended: true };
});

export const endOtherSessionsAction = adminAction(z.object({}), async (_input, context) => {
  const result = await endOtherSessions(own(context));
  revalidatePath("/security");
  return result;
});

const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password.").max(200, "Use at most 200 characters."),
  newPassword: z.string().min(1, "Enter a new password.").max(200, "Use at most 200 characters."),
});

export const changePasswordAction = adminAction(changePasswordSchema, async (input, { admin, service }) => {
  const result = await changePassword({
    ...input,
    accountId: service.accountId,
    session: { id: admin.session.id, userId: admin.user.id },
    origin: service.origin,
  });
  revalidatePath("/security");
  return result;
});

// The Security page's second factors (and the setup page's, which reuses them). They are the
// person's own: journalled in the account they are working in.

function mine({ service, admin }: ActionContext) {
  return { ...service, userId: admin.user.id };
}

const none = z.object({});

export const startPasskeyRegistrationAction = userAction(none, async (_input, { admin }) => startPasskeyRegistration({ userId: admin.user.id, publicOrigin: await actionPublicOrigin() }), { duringSetup: true, recentProof: true });

export const finishPasskeyRegistrationAction = userAction(
  z.object({ name: z.string().max(200), response: z.custom<RegistrationResponseJSON>((value) => typeof value === "object" && value !== null) }),
  async (input, context) => {
    const passkey = await finishPasskeyRegistration({ ...mine(context), name: input.name, response: input.response, publicOrigin: await actionPublicOrigin() });
    return { id: passkey.id, name: passkey.name };
  },
  { duringSetup: true, recentProof: true },
);

export const removePasskeyAction = userAction(z.object({ passkeyId: z.string().max(100) }), async (input, context) => {
  await removePasskey({ ...mine(context), passkeyId: input.passkeyId });
  revalidatePath("/security");
}, { recentProof: true });

export const startTotpSetupAction = userAction(none, async (_input, { admin }) => startTotpSetup({ userId: admin.user.id }), { duringSetup: true, recentProof: true });

// No revalidation: the recovery codes are shown first; the page refreshes once they are put away.
export const confirmTotpSetupAction = userAction(
  z.object({ code: z.string().max(20) }),
  async (input, context) => confirmTotpSetup({ ...mine(context), code: input.code }),
  { duringSetup: true, recentProof: true },
);

export const removeTotpAction = userAction(none, async (_input, context) => {
  await removeTotp(mine(context));
  revalidatePath("/security");
}, { recentProof: true });

export const regenerateRecoveryCodesAction = userAction(none, async (_input, context) => regenerateRecoveryCodes(mine(context)), { recentProof: true });

// Sudo mode: changing the policy asks for a fresh proof of identity (password, passkey or code).
export const setTwoFactorPolicyAction = adminAction(
  z.object({ required: z.boolean() }),
  async (input, context) => {
    await setTwoFactorPolicy({ ...mine(context), required: input.required });
    revalidatePath("/security");
  },
  { permission: "manage_members", recentProof: true },
);

