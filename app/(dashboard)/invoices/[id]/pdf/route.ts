// GET /invoices/{id}/pdf: the invoice's PDF for the signed-in admin, fetched from /v1 with a
// credential minted for this session on the server, so no token ever reaches the browser.
import type { NextRequest } from "next/server";
import { adminForDownload } from "@/lib/adapters/session/admin-for-download";
import { plainTextResponse as text } from "@/lib/adapters/customer-messages/plain-text-response";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";

// What the browser needs of the API's answer; nothing else (rate-limit headers, request id) is passed on.
const FORWARDED = ["Content-Type", "Content-Disposition", "ETag", "Cache-Control", "Vary"];

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  // A plain answer rather than a redirect: the viewer fetches this URL and would try to parse HTML.
  const admin = await adminForDownload("Sign in to see invoices.");
  if (admin instanceof Response) return admin;
  const { id } = await params;
  const download = request.nextUrl.searchParams.get("download") === "1";
  const ifNoneMatch = request.headers.get("if-none-match");
  const client = await getV1Client(admin, ["read"]);
  const { response } = await client.GET("/v1/invoices/{id}", {
    params: { path: { id }, query: { format: "pdf", ...(download ? { download: "1" } : {}) }, header: ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {} },
    parseAs: "stream",
  });
  if (response.status === 200 || response.status === 304) {
    const headers = new Headers();
    for (const name of FORWARDED) if (response.headers.has(name)) headers.set(name, response.headers.get(name)!);
    // fetch hands over the body decoded: a length is only true of it when the API sent it unencoded.
    const length = response.headers.get("content-length");
    if (length && !response.headers.has("content-encoding")) headers.set("Content-Length", length);
    return new Response(response.status === 200 ? response.body : null, { status: response.status, headers });
  }
  if (response.status === 404) return text(404, "No such invoice on this account.");
  if (response.status === 429) return text(429, "Too many requests. Try again in a minute.", { "Retry-After": response.headers.get("retry-after") ?? "60" });
  return text(502, "The invoice could not be loaded. Try again.");
}
