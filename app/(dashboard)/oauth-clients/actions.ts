"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { createOAuthClient } from "@/lib/domains/oauth-clients/create-oauth-client";
import { deleteOAuthClient } from "@/lib/domains/oauth-clients/delete-oauth-client";
import { rotateOAuthClientSecret } from "@/lib/domains/oauth-clients/rotate-oauth-client-secret";
import { setOAuthClientEnabled } from "@/lib/domains/oauth-clients/set-oauth-client-enabled";
import { requestExtendedLimit } from "@/lib/domains/rate-limits/request-extended-limit";

// OAuth clients mint access tokens, and the contract says a token never mints a token: like
// access tokens, they exist in the customer area only (no /v1 operation), so these actions call
// the services directly; each service writes its audit entry. Sudo mode (a proof of identity from
// the last ten minutes) for what mints write credentials: a client with write, a new secret, and
// enabling a client again.

const createClientSchema = z.object({
  name: z.string().trim().min(1, "Enter a name.").max(100, "Use at most 100 characters."),
  scopes: z.enum(["read", "read write"]),
  tokenLifetimeHours: z.number().int().min(1, "Choose 1 to 24 hours.").max(24, "Choose 1 to 24 hours."),
  authMethod: z.enum(["client_secret", "private_key_jwt"]),
  /** private_key_jwt: a pasted public JWK or JWKS, or a JWKS URL (one of the two). */
  jwks: z.string().max(20_000, "Paste at most 20 000 characters.").optional(),
  jwksUri: z.string().trim().max(2048, "Use a URL of at most 2048 characters.").optional(),
});

const clientIdSchema = z.object({ id: z.string().min(1).max(64) });

export const createOAuthClientAction = adminAction(createClientSchema, async (input, { service }) => {
  const authentication =
    input.authMethod === "client_secret"
      ? { method: "client_secret" as const }
      : input.jwksUri
        ? { method: "private_key_jwt" as const, jwksUri: input.jwksUri }
        : { method: "private_key_jwt" as const, jwks: input.jwks ?? "" };
  const { client, secret } = await createOAuthClient({
    ...service,
    name: input.name,
    scopes: input.scopes === "read" ? ["read"] : ["read", "write"],
    tokenLifetimeSeconds: input.tokenLifetimeHours * 3600,
    authentication,
  });
  revalidatePath("/oauth-clients");
  // The secret leaves the server this once; only its hash is stored.
  return { clientId: client.id, name: client.name, secret };
}, { permission: "manage_tokens", recentProof: (input) => input.scopes === "read write" });

export const rotateOAuthClientSecretAction = adminAction(clientIdSchema, async ({ id }, { service }) => {
  const rotated = await rotateOAuthClientSecret({ ...service, clientId: id });
  revalidatePath("/oauth-clients");
  return { clientId: id, secret: rotated.secret, previousSecretExpiresAt: rotated.previousSecretExpiresAt.toISOString() };
}, { permission: "manage_tokens", recentProof: true });

export const setOAuthClientEnabledAction = adminAction(clientIdSchema.extend({ enabled: z.boolean() }), async ({ id, enabled }, { service }) => {
  const { changed } = await setOAuthClientEnabled({ ...service, clientId: id, enabled });
  revalidatePath("/oauth-clients");
  return { changed };
}, { permission: "manage_tokens", recentProof: (input) => input.enabled });

export const deleteOAuthClientAction = adminAction(clientIdSchema, async ({ id }, { service }) => {
  await deleteOAuthClient({ ...service, clientId: id });
  revalidatePath("/oauth-clients");
  return { deleted: true };
}, { permission: "manage_tokens" });


/** The extended limit for the client and every token it mints; an operator decides (the tokens' flow). */
export const requestClientExtendedLimitAction = adminAction(clientIdSchema, async ({ id }, { service }) => {
  await requestExtendedLimit({ ...service, clientId: id });
  revalidatePath("/oauth-clients");
  return { requested: true };
}, { permission: "manage_tokens" });
