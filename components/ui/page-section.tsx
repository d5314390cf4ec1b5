import type { ReactNode } from "react";

/** A titled part of a page (a list, its usage, the roles): the heading names the section for screen readers. */
export function PageSection({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
