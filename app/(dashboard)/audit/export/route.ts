// GET /audit/export?format=csv|ndjson&<filters>: the filtered audit journal as a streamed download.
import { adminForDownload } from "@/lib/adapters/session/admin-for-download";
import { plainTextResponse as text } from "@/lib/adapters/customer-messages/plain-text-response";
import { exportAuditEntries, type AuditExportFormat } from "@/lib/domains/audit/export-audit-entries";
import { fieldErrorSentence } from "@/lib/adapters/customer-messages/field-messages";
import { zodIssueSentences } from "@/lib/adapters/customer-messages/failure-sentences";
import { listAuditQuerySchema } from "@/lib/platform/schemas/audit";
import { auditFiltersForApi, auditFiltersFrom } from "../audit-filters";

// Customer-area only (the API pages by 200 at most): reads the service directly, 1 000 entries
// per query, and streams, so a large export never sits in memory.
const contentTypes: Record<AuditExportFormat, string> = { csv: "text/csv; charset=utf-8", ndjson: "application/x-ndjson; charset=utf-8" };

export async function GET(request: Request): Promise<Response> {
  const admin = await adminForDownload("Sign in to export the audit log.");
  if (admin instanceof Response) return admin;
  const params = new URL(request.url).searchParams;
  const format = params.get("format") ?? "csv";
  if (format !== "csv" && format !== "ndjson") return text(400, "Choose format=csv or format=ndjson.");
  // The same rules as GET /v1/audit's filters.
  const parsed = listAuditQuerySchema.safeParse(auditFiltersForApi(auditFiltersFrom(params)));
  if (!parsed.success) {
    const sentences = zodIssueSentences(parsed.error.issues).map((issue) => fieldErrorSentence(issue.pointer, issue.detail));
    return text(400, `Check the filters. ${sentences.join(" ")}`);
  }
  const { action, actor_id, actor_type, resource_id, since, until } = parsed.data;

  const stream = exportAuditEntries({
    accountId: admin.account.id,
    filters: { action, actorId: actor_id, actorType: actor_type, resourceId: resource_id, since, until },
    format,
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": contentTypes[format],
      "Content-Disposition": `attachment; filename="audit-log-${admin.account.slug}-${day}.${format}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
