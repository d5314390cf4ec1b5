"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { adminAction } from "@/lib/actions/admin-action";
import { proveIdentity } from "@/lib/auth/prove-identity";
import { requestOriginFrom } from "@/lib/http/request-origin";

// Sudo mode's proof, asked for by the dialog when a sensitive action answered `reauthenticate`.
// Only the password today; a passkey or an authenticator code join as further methods of the
// same union (lib/auth/prove-identity.ts).
const proofSchema = z.object({
  method: z.literal("password"),
  password: z.string().min(1, "Enter your password.").max(200, "Use at most 200 characters."),
});

export const confirmIdentityAction = adminAction(proofSchema, async (proof, admin) => {
  await proveIdentity({
    ...proof,
    session: { id: admin.session.id, userId: admin.user.id },
    accountId: admin.account.id,
    origin: requestOriginFrom(await headers()),
  });
  return { confirmed: true };
});
