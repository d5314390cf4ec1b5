import type { ReactNode } from "react";
import { requireAdmin } from "@/lib/adapters/session/require-admin";

/**
 * Every page's title, under the name of the account it shows, so the admin always knows which one.
 * A server component: the account is the one this render is for (the layout's, read once per
 * request), so no JavaScript ships for a heading (issue 26).
 */
export async function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  const { account } = await requireAdmin();
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wide text-zinc-600 dark:text-zinc-400" data-testid="page-account">
          {account.name}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p> : null}
      </div>
      {actions}
    </header>
  );
}
