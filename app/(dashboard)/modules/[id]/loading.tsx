import { DetailPageSkeleton } from "@/components/ui/detail-page-skeleton";

export default function ModuleLoading() {
  return <DetailPageSkeleton label="Loading module…" titleWidth="w-56" panels={["h-48", "h-64"]} />;
}
