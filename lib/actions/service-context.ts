import { headers } from "next/headers";
import type { AdminContext } from "../auth/require-admin";
import { requestOriginFrom } from "../http/request-origin";

/** What a service call from a server action carries: the account acted on, who acts, and from where (for the journal). */
export async function serviceContext(admin: AdminContext) {
  return {
    accountId: admin.account.id,
    actor: { type: "user" as const, id: admin.user.id, display: admin.user.email },
    origin: requestOriginFrom(await headers()),
  };
}
