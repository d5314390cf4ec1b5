import { DetailPageSkeleton } from "@/components/ui/detail-page-skeleton";

export default function InvoiceLoading() {
  return <DetailPageSkeleton label="Loading invoice…" titleWidth="w-64" panels={["h-20", "h-[36rem]"]} />;
}
