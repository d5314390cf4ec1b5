import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/card";

/** What a list page's DataTable shows in place of rows: the outline of the table with a sentence in it. */
export function EmptyTable({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-zinc-300 dark:border-zinc-700">
      <EmptyState>{children}</EmptyState>
    </div>
  );
}
