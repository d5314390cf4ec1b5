// GET /requests/export?<filters>: the Requests page's filtered records as an NDJSON download.
import { adminForDownload } from "@/lib/adapters/session/admin-for-download";
import { plainTextResponse as text } from "@/lib/adapters/customer-messages/plain-text-response";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";
import { requestFiltersForApi, requestFiltersFrom } from "../request-filters";

// Read through GET /v1/requests as the page reads it, so the export is redacted exactly as the
// page and the API are (the secrets masked, the bodies left out for a viewer), a page of 200 per
// call, streamed as the pages come. An export stops at the newest EXPORT_LIMIT matching records:
// the log holds millions a day, and a narrower time range reaches older ones.
const EXPORT_LIMIT = 10_000;
const PAGE_SIZE = 200;

export async function GET(request: Request): Promise<Response> {
  const admin = await adminForDownload("Sign in to export the request log.");
  if (admin instanceof Response) return admin;
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = requestFiltersForApi(requestFiltersFrom(params));
  const client = await getV1Client(admin, ["read"]);
  const first = await client.GET("/v1/requests", { params: { query: { ...query, limit: PAGE_SIZE } } });
  if (!first.data) return text(first.response.status === 429 ? 429 : 400, first.error?.detail ?? "The request log could not be read.");

  const encoder = new TextEncoder();
  let page: typeof first.data | null = first.data;
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const records = page!.data.slice(0, EXPORT_LIMIT - sent);
        sent += records.length;
        controller.enqueue(encoder.encode(records.map((record) => `${JSON.stringify(record)}\n`).join("")));
        const cursor = page!.next_cursor;
        if (!cursor || sent >= EXPORT_LIMIT) return controller.close();
        const next = await client.GET("/v1/requests", { params: { query: { ...query, limit: PAGE_SIZE, cursor } } });
        // A page refused mid-way (rate limit) ends the file early rather than breaking it.
        page = next.data ?? null;
        if (!page) controller.close();
      },
    },
    { highWaterMark: 1 },
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Content-Disposition": `attachment; filename="requests-${admin.account.slug}-${day}.ndjson"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
