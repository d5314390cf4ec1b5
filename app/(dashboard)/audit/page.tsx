import { Download } from "@/components/icons/icons";
import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { listAuditActors } from "@/lib/domains/audit/list-audit-actors";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { auditRetentionSentence } from "@/lib/domains/retention/audit-retention-sentence";
import { AuditFilterForm } from "./audit-filter-form";
import { auditFiltersFrom, auditFiltersQueryString } from "./audit-filters";
import { AuditLog } from "./audit-log";
import { AUDIT_COLUMN_COUNT, AuditHeaderRow } from "./audit-rows";
import { AccountQueryProvider } from "@/components/providers/account-query-provider";

export const metadata: Metadata = { title: "Audit log" };

interface AuditPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function AuditPage({ searchParams }: AuditPageProps) {
  const admin = await requireAdmin();
  const filters = auditFiltersFrom(await searchParams);
  const actors = await listAuditActors({ accountId: admin.account.id });
  const query = auditFiltersQueryString(filters);
  return (
    <AccountQueryProvider>
      <PageHeader
        title="Audit log"
        description={`Every sign-in, refused authentication and change on this account, newest first. No one can change or delete an entry. ${auditRetentionSentence()}`}
        actions={
          <div className="flex flex-wrap gap-2">
            <ExportLink format="csv" query={query} />
            <ExportLink format="ndjson" query={query} />
          </div>
        }
      />
      <AuditFilterForm key={query} filters={filters} actors={actors} />
      <AuditLog filters={filters} header={<AuditHeaderRow />} columnCount={AUDIT_COLUMN_COUNT} />
    </AccountQueryProvider>
  );
}

/** A plain link (not prefetched): the route handler streams the filtered journal as a download. */
function ExportLink({ format, query }: { format: "csv" | "ndjson"; query: string }) {
  return (
    <a
      href={`/audit/export?format=${format}${query ? `&${query}` : ""}`}
      download
      className="inline-flex h-9 items-center gap-2 rounded-md border border-zinc-300 bg-white px-4 text-sm font-medium text-zinc-900 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800"
    >
      <Download className="h-4 w-4" aria-hidden />
      Export {format === "csv" ? "CSV" : "NDJSON"}
    </a>
  );
}
