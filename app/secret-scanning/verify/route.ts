// POST /secret-scanning/verify: GitHub secret scanning reports leaked access tokens here; live
// ones are revoked at once. Outside /v1 (GitHub signs instead of a bearer token); the logic is
// in lib/domains/secret-scanning/. Refusals are the same problems, ids and `type` URLs as /v1's.
import { problemResponse } from "@/lib/adapters/api/problem";
import { problems } from "@/lib/adapters/api/problems";
import { requestIdFor } from "@/lib/adapters/api/request-id";
import { requestOriginFrom } from "@/lib/platform/http/request-origin";
import { readLimitedBody } from "@/lib/platform/http/read-limited-body";
import { logger } from "@/lib/platform/logger";
import { handleLeakReport, MAX_LEAK_REPORT_BYTES } from "@/lib/domains/secret-scanning/handle-leak-report";
import { leakReportProblem } from "./leak-report-problem";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  const requestId = requestIdFor(request);
  let response: Response;
  try {
    // Stops reading one byte past the limit: an oversized body is refused without buffering it all.
    const body = await readLimitedBody(request, MAX_LEAK_REPORT_BYTES);
    const outcome = await handleLeakReport({
      body,
      keyIdentifier: request.headers.get("github-public-key-identifier"),
      signature: request.headers.get("github-public-key-signature"),
      origin: requestOriginFrom(request.headers),
    });
    response = outcome.status === 200 ? Response.json(outcome.body) : problemResponse(leakReportProblem(outcome), requestId);
  } catch (error) {
    // Never log the body: it holds the reported tokens.
    logger.error({ err: error, requestId }, "secret scanning report failed");
    response = problemResponse(problems.internal(), requestId);
  }
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Request-Id", requestId);
  return response;
}
