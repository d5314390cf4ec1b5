import { DetailNotFound } from "@/components/ui/detail-not-found";

export default function WebhookNotFound() {
  return <DetailNotFound title="Webhook not found" description="No webhook endpoint with this id exists on this account." listHref="/webhooks" listName="webhooks" />;
}
