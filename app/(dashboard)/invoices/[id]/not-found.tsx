import { DetailNotFound } from "@/components/ui/detail-not-found";

export default function InvoiceNotFound() {
  return <DetailNotFound title="Invoice not found" description="No invoice with this id belongs to this account." listHref="/invoices" listName="invoices" />;
}
