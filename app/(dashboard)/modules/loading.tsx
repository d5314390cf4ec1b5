import { ListPageSkeleton } from "@/components/ui/list-page-skeleton";

export default function ModulesLoading() {
  return <ListPageSkeleton label="Loading modules…" titleWidth="w-40" above="h-4 w-96 max-w-full rounded bg-zinc-100 dark:bg-zinc-900" rows={6} rowHeight="h-8" />;
}
