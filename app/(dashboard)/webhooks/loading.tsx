import { ListPageSkeleton } from "@/components/ui/list-page-skeleton";

export default function WebhooksLoading() {
  return <ListPageSkeleton label="Loading webhooks…" titleWidth="w-40" above="h-56 rounded-xl bg-zinc-100 dark:bg-zinc-900" rows={3} rowHeight="h-10" />;
}
