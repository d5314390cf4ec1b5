import { createMiddleware } from "hono/factory";
import { countRequest } from "../../../domains/usage/usage-counter";
import type { PipelineEnv } from "./pipeline-env";

/**
 * Usage per token, by the answer's status: counted in memory and flushed off the request path
 * (lib/domains/usage/). Outside authenticate, so refused requests of a known token count too.
 */
export const countUsage = createMiddleware<PipelineEnv>(async (context, next) => {
  await next();
  const principal = context.get("principal");
  if (principal?.tokenId) countRequest(principal.tokenId, principal.accountId, context.res.status);
});
