export default function WebhookLoading() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-4">
      <span className="sr-only">Loading webhook…</span>
      <div className="h-4 w-24 rounded bg-zinc-100 dark:bg-zinc-900" />
      <div className="h-8 w-72 max-w-full rounded bg-zinc-200 dark:bg-zinc-800" />
      <div className="h-32 rounded-xl bg-zinc-100 dark:bg-zinc-900" />
      <div className="h-64 rounded-xl bg-zinc-100 dark:bg-zinc-900" />
    </div>
  );
}
