"use server";

import { revalidatePath } from "next/cache";
import { recordAuditEntry } from "@/lib/audit/record-audit-entry";
import { signOut, unstable_update } from "@/lib/auth/config";
import { getAdminContext, requireAdmin } from "@/lib/auth/require-admin";
import { getDb } from "@/lib/db/client";
import { requestOriginFrom } from "@/lib/http/request-origin";
import { headers } from "next/headers";

/** Moves the session to another account of the same admin; the JWT callback re-checks membership. */
export async function switchAccountAction(accountId: string): Promise<void> {
  const admin = await requireAdmin();
  if (!admin.accounts.some((account) => account.id === accountId)) return;
  await unstable_update({ accountId });
  revalidatePath("/", "layout");
}

export async function signOutAction(): Promise<void> {
  const admin = await getAdminContext();
  if (admin) {
    await recordAuditEntry(getDb(), {
      accountId: admin.account.id,
      action: "user.signed_out",
      actor: { type: "user", id: admin.user.id, display: admin.user.email },
      resource: { type: "user", id: admin.user.id },
      origin: requestOriginFrom(await headers()),
    });
  }
  await signOut({ redirectTo: "/sign-in" });
}
