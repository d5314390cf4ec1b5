"use server";

import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { proveIdentity } from "@/lib/domains/auth/prove-identity";
import { actionPublicOrigin } from "@/lib/adapters/actions/action-public-origin";
import { startPasskeyProof } from "@/lib/domains/passkeys/prove-with-passkey";
import { listProofMethods } from "@/lib/domains/auth/list-proof-methods";

// Sudo mode's proof, asked for by the dialog when a sensitive action answered `reauthenticate`:
// the password, an authenticator code or a passkey (lib/domains/auth/prove-identity.ts).
const proofSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("password"), password: z.string().min(1, "Enter your password.").max(200, "Use at most 200 characters.") }),
  z.object({ method: z.literal("totp"), code: z.string().min(1, "Enter the 6-digit code your app shows now.").max(20, "Use the 6-digit code your app shows now.") }),
  z.object({ method: z.literal("passkey"), response: z.custom<AuthenticationResponseJSON>((value) => typeof value === "object" && value !== null) }),
]);

export const confirmIdentityAction = adminAction(proofSchema, async (proof, { admin, service }) => {
  const withOrigin = proof.method === "passkey" ? { ...proof, publicOrigin: await actionPublicOrigin() } : proof;
  await proveIdentity({
    ...withOrigin,
    session: { id: admin.session.id, userId: admin.user.id },
    accountId: service.accountId,
    origin: service.origin,
  });
  return { confirmed: true };
  // Also while a factor is being set up (which asks for a proof): the dialog must work there.
}, { duringSetup: true });

/** Which proofs this person can give, for the dialog's choices. */
export const proofMethodsAction = adminAction(z.object({}), async (_input, { admin }) => listProofMethods({ userId: admin.user.id }), { duringSetup: true });

/** A fresh WebAuthn challenge for one of this person's passkeys. */
export const startPasskeyProofAction = adminAction(z.object({}), async (_input, { admin }) => startPasskeyProof({ userId: admin.user.id, publicOrigin: await actionPublicOrigin() }), { duringSetup: true });
