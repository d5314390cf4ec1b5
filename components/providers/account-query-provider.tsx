import type { ReactNode } from "react";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { QueryProvider } from "./query-provider";

/**
 * React Query for the pages that poll or scroll without end (modules, a module, invoices, audit, a
 * webhook's deliveries), placed by those pages rather than a layout: a layout's client code is
 * fetched with every prefetch of a sidebar link, so every page would download it. Keyed by
 * account: a switch drops every cached query of the old one.
 */
export async function AccountQueryProvider({ children }: { children: ReactNode }) {
  const admin = await requireAdmin();
  return <QueryProvider key={admin.account.id}>{children}</QueryProvider>;
}
