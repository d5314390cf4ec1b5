import { DetailPageSkeleton } from "@/components/ui/detail-page-skeleton";

export default function WebhookLoading() {
  return <DetailPageSkeleton label="Loading webhook…" titleWidth="w-72" panels={["h-32", "h-64"]} />;
}
