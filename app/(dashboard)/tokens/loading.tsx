import { ListPageSkeleton } from "@/components/ui/list-page-skeleton";

export default function AccessTokensLoading() {
  return <ListPageSkeleton label="Loading access tokens…" titleWidth="w-48" above="h-48 rounded-xl bg-zinc-100 dark:bg-zinc-900" rows={3} rowHeight="h-10" />;
}
