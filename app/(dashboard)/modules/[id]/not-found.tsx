import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";

// Inside the dashboard shell, unlike the app-wide 404: the admin keeps the navigation.
export default function ModuleNotFound() {
  return (
    <>
      <PageHeader title="Module not found" description="No module with this id is active on this account." />
      <Link href="/modules" className="text-link text-sm">
        Back to the modules
      </Link>
    </>
  );
}
