import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";

/** A detail page's 404, inside the dashboard shell (unlike the app-wide 404): the admin keeps the navigation. */
export function DetailNotFound({ title, description, listHref, listName }: { title: string; description: string; listHref: string; listName: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Link href={listHref} className="text-link text-sm">
        Back to the {listName}
      </Link>
    </>
  );
}
