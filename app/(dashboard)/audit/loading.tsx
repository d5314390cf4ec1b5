import { ListPageSkeleton } from "@/components/ui/list-page-skeleton";

export default function AuditLoading() {
  return <ListPageSkeleton label="Loading the audit log…" titleWidth="w-40" above="h-16 rounded-xl bg-zinc-100 dark:bg-zinc-900" rows={6} rowHeight="h-8" />;
}
