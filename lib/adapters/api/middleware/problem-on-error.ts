import type { ErrorHandler } from "hono";
import { isDatabaseUnavailableError } from "../../../platform/db/database-unavailable";
import { isAppError } from "../../../platform/errors/app-error";
import { logger } from "../../../platform/logger";
import { problemFromAppError, problems } from "../problems";
import { ProblemError, problemResponse } from "../problem";
import type { PipelineEnv } from "./pipeline-env";

/**
 * The app's onError: whatever a piece of the pipeline or an operation throws becomes an RFC 9457
 * problem. A ProblemError says which; a service's AppError maps by its code; anything else is
 * logged with the request id and answered as a 500 with no internals.
 */
export const answerWithProblem: ErrorHandler<PipelineEnv> = (error, context) => {
  const requestId = context.get("requestId");
  if (error instanceof ProblemError) return problemResponse(error.init, requestId);
  if (isAppError(error)) return problemResponse(problemFromAppError(error), requestId);
  if (isDatabaseUnavailableError(error)) return problemResponse(problems.databaseUnavailable(), requestId);
  // Never the query's parameters in the log.
  logger.error({ err: describeError(error), requestId, method: context.req.method, path: new URL(context.req.url).pathname }, "unhandled /v1 error");
  return problemResponse(problems.internal(), requestId);
};

/**
 * Name, message, code and stack only, with any query parameters cut out: Drizzle's "Failed
 * query … params: …" message would otherwise log what an INSERT carried (encrypted secrets).
 */
function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: "non-Error thrown" };
  const withoutParams = (text: string | undefined) => text?.replace(/\nparams: [^\n]*/g, "\nparams: [omitted]");
  const { code } = error as { code?: unknown };
  return {
    name: error.name,
    message: withoutParams(error.message),
    code: typeof code === "string" ? code : undefined,
    stack: withoutParams(error.stack),
    ...(error.cause ? { cause: describeError(error.cause) } : {}),
  };
}
