import { headers } from "next/headers";
import { mintDashboardCredential } from "@/lib/adapters/api/dashboard-credential";
import type { AdminContext } from "@/lib/adapters/session/require-admin";
import type { AccessScope } from "@/lib/platform/schemas/vocabulary";
import { requestOriginFrom } from "@/lib/platform/http/request-origin";

// The explorer's "Try it" runs in the admin's browser, so it needs a bearer credential there:
// a dashboard credential (signed, bound to this admin and account, never stored) that lives
// 15 minutes, read-only unless the admin asks for write. The API re-checks the membership on
// every call, and audit entries name the admin.

const EXPLORER_CREDENTIAL_MINUTES = 15;

export interface ExplorerCredential {
  token: string;
  scopes: AccessScope[];
  /** ISO 8601. */
  expiresAt: string;
  email: string;
}

export async function mintExplorerCredential(admin: AdminContext, scopes: AccessScope[]): Promise<ExplorerCredential> {
  const origin = requestOriginFrom(await headers());
  const now = Date.now();
  const lifetimeSeconds = EXPLORER_CREDENTIAL_MINUTES * 60;
  const token = mintDashboardCredential(
    { userId: admin.user.id, userEmail: admin.user.email, accountId: admin.account.id, role: admin.account.role, scopes, ip: origin.ip ?? null, userAgent: origin.userAgent ?? null },
    now,
    lifetimeSeconds,
  );
  return { token, scopes, expiresAt: new Date(Math.floor(now / 1000) * 1000 + lifetimeSeconds * 1000).toISOString(), email: admin.user.email };
}
