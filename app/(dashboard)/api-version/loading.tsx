import { ListPageSkeleton } from "@/components/ui/list-page-skeleton";

export default function ApiVersionLoading() {
  return <ListPageSkeleton label="Loading the API version…" titleWidth="w-40" above="h-48 rounded-xl bg-zinc-100 dark:bg-zinc-900" rows={3} rowHeight="h-10" />;
}
