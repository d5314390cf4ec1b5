import type { ReactNode } from "react";

/** The frame of the pages people reach signed out (sign-in, forgot password, reset): a title and a card. */
export function AuthCardPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-zinc-50 px-4 py-10 dark:bg-zinc-950">
      <div className="w-full max-w-sm space-y-6">
        <div className="space-y-1 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 dark:text-brand-100">Integrations</p>
          <h1 className="text-2xl font-semibold">{title}</h1>
          {lead ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{lead}</p> : null}
        </div>
        <div className="rounded-xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">{children}</div>
      </div>
    </main>
  );
}
