import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";

// Inside the dashboard shell, unlike the app-wide 404: the admin keeps the navigation.
export default function WebhookNotFound() {
  return (
    <>
      <PageHeader title="Webhook not found" description="No webhook endpoint with this id exists on this account." />
      <Link href="/webhooks" className="text-link text-sm">
        Back to the webhooks
      </Link>
    </>
  );
}
