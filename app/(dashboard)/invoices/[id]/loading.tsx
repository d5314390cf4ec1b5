export default function InvoiceLoading() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-4">
      <span className="sr-only">Loading invoice…</span>
      <div className="h-4 w-24 rounded bg-zinc-100 dark:bg-zinc-900" />
      <div className="h-8 w-64 rounded bg-zinc-200 dark:bg-zinc-800" />
      <div className="h-20 rounded-xl bg-zinc-100 dark:bg-zinc-900" />
      <div className="h-[36rem] rounded-xl bg-zinc-100 dark:bg-zinc-900" />
    </div>
  );
}
