"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { createAccessToken } from "@/lib/domains/access-tokens/create-access-token";
import { revokeAccessToken } from "@/lib/domains/access-tokens/revoke-access-token";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { AppError } from "@/lib/platform/errors/app-error";
import { requestExtendedLimit } from "@/lib/domains/rate-limits/request-extended-limit";
import { accessScopes } from "@/lib/platform/schemas/vocabulary";
import { validityChoices, validitySeconds } from "./validity-presets";

// Access tokens exist only in the customer area (a token never mints a token), so these
// actions call the services directly; each service writes its audit entry.

const createTokenSchema = z.object({
  name: z.string().trim().min(1, "Enter a name.").max(100, "Use at most 100 characters."),
  scopes: z.array(z.enum(accessScopes)).min(1, "Choose read, write or both."),
  validity: z.enum(validityChoices),
  /** ISO 8601, only with validity "custom". */
  expiresAt: z.string().optional(),
});

const tokenIdSchema = z.object({ id: z.string().min(1) });

export const createAccessTokenAction = adminAction(createTokenSchema, async (input, { service }) => {
  const seconds = validitySeconds(input.validity, input.expiresAt, new Date());
  if (typeof seconds !== "number") {
    throw new AppError("validation_failed", seconds.error, [{ pointer: "#/expiresAt", detail: seconds.error }]);
  }
  const { token, record } = await createAccessToken({
    ...service,
    name: input.name,
    scopes: input.scopes,
    expiresInSeconds: seconds,
  });
  revalidatePath("/tokens");
  // The full token leaves the server this once; only its hash is stored.
  return { token, name: record.name, expiresAt: record.expiresAt.toISOString() };
  // Sudo mode for write tokens only: a read token cannot change anything.
}, { permission: "manage_tokens", recentProof: (input) => input.scopes.includes("write") });

export const revokeAccessTokenAction = adminAction(tokenIdSchema, async ({ id }, { service }) => {
  const { changed } = await revokeAccessToken({ ...service, tokenId: id });
  revalidatePath("/tokens");
  return { changed };
}, { permission: "manage_tokens" });

export const requestExtendedLimitAction = adminAction(tokenIdSchema, async ({ id }, { service }) => {
  await requestExtendedLimit({ ...service, tokenId: id });
  revalidatePath("/tokens");
  return { requested: true };
}, { permission: "manage_tokens" });

