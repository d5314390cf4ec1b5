import type { ReactNode } from "react";

/** A table's rendered rows (table-parts.tsx): a page of them, or all. */
export interface TableParts {
  /** The header row(s) of the desktop table. */
  header: ReactNode;
  /** Its body rows. */
  body: ReactNode;
  /** The same rows as cards, for below md. */
  cards: ReactNode;
}

/**
 * The customer area's table around rows rendered on the server. Plain markup, so a client
 * component that gathers pages of rows (the delivery log) can use it as the server does.
 */
export function DataTableFrame({ caption, header, body, cards }: TableParts & { caption: string }) {
  return (
    <>
      {/* Below md a row becomes a card: every field and action is on screen without scrolling sideways. */}
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {cards}
      </ul>
      {/* `relative` keeps visually hidden (absolutely positioned) text inside the scroll box, not widening the page. */}
      <div className="relative hidden overflow-x-auto rounded-xl md:block border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-zinc-200 bg-zinc-50 text-xs font-medium text-zinc-600 dark:border-zinc-800 dark:bg-zinc-900/60 dark:text-zinc-400">
            {header}
          </thead>
          <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">{body}</tbody>
        </table>
      </div>
    </>
  );
}
