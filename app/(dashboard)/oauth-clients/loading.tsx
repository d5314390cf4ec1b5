export default function OAuthClientsLoading() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-4">
      <span className="sr-only">Loading OAuth clients…</span>
      <div className="h-8 w-48 rounded bg-zinc-200 dark:bg-zinc-800" />
      <div className="h-48 rounded-xl bg-zinc-100 dark:bg-zinc-900" />
      <div className="space-y-2 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
        {[0, 1, 2].map((key) => (
          <div key={key} className="h-10 rounded bg-zinc-100 dark:bg-zinc-900" />
        ))}
      </div>
    </div>
  );
}
