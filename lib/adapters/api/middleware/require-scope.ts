import { createMiddleware } from "hono/factory";
import { roleMay, roleRefusal } from "../../../platform/schemas/roles";
import type { AccessScope } from "../../../platform/schemas/vocabulary";
import { problems } from "../problems";
import { ProblemError } from "../problem";
import { touchTokenUsage } from "../touch-token-usage";
import type { PipelineEnv } from "./pipeline-env";

/**
 * Per route, after authenticate: the token must carry the operation's scope, and a dashboard
 * credential's member a role that may write. A token allowed through is marked as used.
 */
export function requireScope(scope: AccessScope) {
  return createMiddleware<PipelineEnv>(async (context, next) => {
    const principal = context.get("principal")!;
    if (principal.role && scope === "write" && !roleMay(principal.role, "api_write")) {
      throw new ProblemError(problems.roleForbidden(roleRefusal(principal.role, "api_write")));
    }
    if (!principal.scopes.includes(scope)) throw new ProblemError(problems.insufficientScope(scope));
    if (principal.tokenId) touchTokenUsage(principal.tokenId, context.get("origin").ip);
    await next();
  });
}
