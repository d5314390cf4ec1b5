/**
 * The loading state of a list page: title, the block above the list (a form, filters, a line of
 * description), then the list's rows. Callers pass full Tailwind class strings (never built
 * from parts) so Tailwind finds them in their source.
 */
export function ListPageSkeleton({ label, titleWidth, above, rows, rowHeight }: { label: string; titleWidth: string; above: string; rows: number; rowHeight: string }) {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-4">
      <span className="sr-only">{label}</span>
      <div className={`h-8 rounded bg-zinc-200 dark:bg-zinc-800 ${titleWidth}`} />
      <div className={above} />
      <div className="space-y-2 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
        {Array.from({ length: rows }, (_, key) => (
          <div key={key} className={`rounded bg-zinc-100 dark:bg-zinc-900 ${rowHeight}`} />
        ))}
      </div>
    </div>
  );
}
