// POST /secret-scanning/verify: GitHub secret scanning reports leaked access tokens here; live
// ones are revoked at once. Outside /v1 (GitHub signs instead of a bearer token); the logic is
// in lib/secret-scanning/.
import { randomUUID } from "node:crypto";
import { requestOriginFrom } from "@/lib/http/request-origin";
import { logger } from "@/lib/logger";
import { handleLeakReport, MAX_LEAK_REPORT_BYTES } from "@/lib/secret-scanning/handle-leak-report";
import { readLimitedBody } from "@/lib/http/read-limited-body";

export const dynamic = "force-dynamic";

const json = (status: number, body: unknown, contentType = "application/json") =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });

export async function POST(request: Request): Promise<Response> {
  const requestId = randomUUID();
  // Stops reading one byte past the limit: an oversized body is refused without buffering it all.
  const body = await readLimitedBody(request, MAX_LEAK_REPORT_BYTES);
  try {
    const outcome = await handleLeakReport({
      body,
      keyIdentifier: request.headers.get("github-public-key-identifier"),
      signature: request.headers.get("github-public-key-signature"),
      origin: requestOriginFrom(request.headers),
    });
    if (outcome.status === 200) return json(200, outcome.body);
    const title = outcome.code.replaceAll("_", " ");
    return json(outcome.status, { type: "about:blank", title, status: outcome.status, detail: outcome.detail, code: outcome.code, request_id: requestId }, "application/problem+json");
  } catch (error) {
    // Never log the body: it holds the reported tokens.
    logger.error({ err: error, requestId }, "secret scanning report failed");
    return json(500, { type: "about:blank", title: "internal error", status: 500, detail: "Try again.", code: "internal_error", request_id: requestId }, "application/problem+json");
  }
}
