"use server";

import { headers } from "next/headers";
import { signOut, unstable_update } from "@/lib/adapters/session/config";
import { recordSignOut } from "@/lib/domains/auth/record-sign-out";
import { getAdminContext, requireAdmin } from "@/lib/adapters/session/require-admin";
import { requestOriginFrom } from "@/lib/platform/http/request-origin";

/**
 * Moves the session to another account of the same admin; the JWT callback re-checks
 * membership. The client re-renders afterwards: this request still carries the old cookie.
 */
export async function switchAccountAction(accountId: string): Promise<{ ok: boolean }> {
  const admin = await requireAdmin();
  if (!admin.accounts.some((account) => account.id === accountId)) return { ok: false };
  await unstable_update({ accountId });
  return { ok: true };
}

export async function signOutAction(): Promise<void> {
  const admin = await getAdminContext();
  if (admin) {
    await recordSignOut({ accountId: admin.account.id, user: admin.user, sessionId: admin.session.id, origin: requestOriginFrom(await headers()) });
  }
  await signOut({ redirectTo: "/sign-in" });
}
