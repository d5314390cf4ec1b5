import { Hono } from "hono";
import { handleLeakReport, LeakReportRefused, MAX_LEAK_REPORT_BYTES } from "../../domains/secret-scanning/handle-leak-report";
import { readLimitedBody } from "../../platform/http/read-limited-body";
import { requestOriginFrom } from "../../platform/http/request-origin";
import { logger } from "../../platform/logger";
import { leakReportProblem } from "./leak-report-problem";
import { problemResponse } from "./problem";
import { problems } from "./problems";
import { requestIdFor } from "./request-id";

// /secret-scanning/verify: GitHub secret scanning reports leaked access tokens here; live ones
// are revoked at once (lib/domains/secret-scanning/). GitHub signs instead of a bearer token.
// Refusals are the same problems, ids and `type` URLs as /v1's.

type SecretScanningEnv = { Variables: { requestId: string } };

export const secretScanningApp = new Hono<SecretScanningEnv>({ strict: true });

/** Secret scanning is not in the request log: its problems link to no request page. */
const notLogged = { inRequestLog: false };

secretScanningApp.use(async (context, next) => {
  const requestId = requestIdFor(context.req.raw);
  context.set("requestId", requestId);
  await next();
  context.res.headers.set("Cache-Control", "no-store");
  context.res.headers.set("X-Request-Id", requestId);
});

secretScanningApp.onError((error, context) => {
  const requestId = context.get("requestId");
  if (error instanceof LeakReportRefused) return problemResponse(leakReportProblem(error), requestId, notLogged);
  // Never log the body: it holds the reported tokens.
  logger.error({ err: error, requestId }, "secret scanning report failed");
  return problemResponse(problems.internal(), requestId, notLogged);
});

secretScanningApp.post("/secret-scanning/verify", async (context) => {
  const request = context.req.raw;
  // Stops reading one byte past the limit: an oversized body is refused without buffering it all.
  const body = await readLimitedBody(request, MAX_LEAK_REPORT_BYTES);
  const { verdicts } = await handleLeakReport({
    body,
    keyIdentifier: request.headers.get("github-public-key-identifier"),
    signature: request.headers.get("github-public-key-signature"),
    origin: requestOriginFrom(request.headers),
  });
  return Response.json(verdicts);
});
secretScanningApp.all("/secret-scanning/verify", (context) => problemResponse(problems.methodNotAllowed(context.req.method, ["POST"]), context.get("requestId"), notLogged));
secretScanningApp.all("*", (context) => problemResponse(problems.notFound(), context.get("requestId"), notLogged));
