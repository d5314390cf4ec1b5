"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/admin-action";
import { mintExplorerCredential } from "./explorer-credential";

const credentialRequestSchema = z.strictObject({ access: z.enum(["read", "write"]) });

/** A fresh explorer credential: read-only, or read and write once the admin has confirmed the warning. */
export const issueExplorerCredential = adminAction(credentialRequestSchema, async ({ access }, admin) =>
  mintExplorerCredential(admin, access === "write" ? ["read", "write"] : ["read"]),
);
