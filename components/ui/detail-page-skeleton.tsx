/**
 * The loading state of a detail page: back link, title, then one block per panel. Callers pass
 * full Tailwind class strings (never built from parts) so Tailwind finds them in their source.
 */
export function DetailPageSkeleton({ label, titleWidth, panels }: { label: string; titleWidth: string; panels: string[] }) {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-4">
      <span className="sr-only">{label}</span>
      <div className="h-4 w-24 rounded bg-zinc-100 dark:bg-zinc-900" />
      <div className={`h-8 max-w-full rounded bg-zinc-200 dark:bg-zinc-800 ${titleWidth}`} />
      {panels.map((height, index) => (
        <div key={index} className={`rounded-xl bg-zinc-100 dark:bg-zinc-900 ${height}`} />
      ))}
    </div>
  );
}
