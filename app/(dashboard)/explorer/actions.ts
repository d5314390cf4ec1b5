"use server";

import { z } from "zod";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { assertRoleMay } from "@/lib/domains/members/assert-role-may";
import { accessScopes } from "@/lib/platform/schemas/vocabulary";
import { mintExplorerCredential } from "./explorer-credential";

const credentialRequestSchema = z.strictObject({ access: z.enum(accessScopes) });

/** A fresh explorer credential: read-only, or read and write once the admin has confirmed the warning (not for viewers). */
export const issueExplorerCredential = adminAction(credentialRequestSchema, async ({ access }, { admin }) => {
  if (access === "write") assertRoleMay(admin.account.role, "api_write");
  return mintExplorerCredential(admin, access === "write" ? ["read", "write"] : ["read"]);
});
