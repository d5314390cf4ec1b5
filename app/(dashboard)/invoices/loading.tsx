import { ListPageSkeleton } from "@/components/ui/list-page-skeleton";

export default function InvoicesLoading() {
  return <ListPageSkeleton label="Loading invoices…" titleWidth="w-40" above="h-4 w-96 max-w-full rounded bg-zinc-100 dark:bg-zinc-900" rows={8} rowHeight="h-8" />;
}
