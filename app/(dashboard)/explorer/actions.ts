"use server";

import { z } from "zod";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { assertRoleMay } from "@/lib/domains/members/assert-role-may";
import { accessScopes } from "@/lib/platform/schemas/vocabulary";
import { mintExplorerCredential } from "./explorer-credential";

const credentialRequestSchema = z.strictObject({ access: z.enum(accessScopes) });

/**
 * A fresh explorer credential: read-only, or read and write once the admin has confirmed the
 * warning (not for viewers). Write asks for a recent proof, as a write token does: the browser
 * then holds a credential for every /v1 write, a webhook's new signing secret among them, which
 * the customer area's own form gives only after a proof.
 */
export const issueExplorerCredential = adminAction(
  credentialRequestSchema,
  async ({ access }, { admin }) => {
    if (access === "write") assertRoleMay(admin.account.role, "api_write");
    return mintExplorerCredential(admin, access === "write" ? ["read", "write"] : ["read"]);
  },
  { recentProof: (input) => input.access === "write" },
);
