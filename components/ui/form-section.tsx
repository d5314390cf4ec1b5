import type { ReactNode } from "react";

/**
 * The one layout of the customer area's forms (create a token, add an endpoint, edit an
 * endpoint): a card with a heading that names the form. The form points at `headingId` with
 * aria-labelledby, so it is announced by that heading.
 */
export function FormSection({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <h2 id={headingId} className="mb-4 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
