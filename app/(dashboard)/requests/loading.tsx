import { ListPageSkeleton } from "@/components/ui/list-page-skeleton";

export default function RequestsLoading() {
  return <ListPageSkeleton label="Loading the request log…" titleWidth="w-32" above="h-16 rounded-xl bg-zinc-100 dark:bg-zinc-900" rows={6} rowHeight="h-8" />;
}
