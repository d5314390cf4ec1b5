import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";

// Inside the dashboard shell, unlike the app-wide 404: the admin keeps the navigation.
export default function InvoiceNotFound() {
  return (
    <>
      <PageHeader title="Invoice not found" description="No invoice with this id belongs to this account." />
      <Link href="/invoices" className="text-link text-sm">
        Back to the invoices
      </Link>
    </>
  );
}
