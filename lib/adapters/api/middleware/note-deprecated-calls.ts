import { createMiddleware } from "hono/factory";
import { DEPRECATIONS, deprecationsOf, type DeprecationRegistry } from "../../../domains/api-versions";
import { noteDeprecatedCall } from "../../../domains/deprecated-calls";
import { resolvedApiVersion } from "./resolved-api-version";
import type { PipelineEnv } from "./pipeline-env";

/**
 * Per token operation: after the answer, notes whether the call used something being retired
 * (its version, the operation, a query parameter) under the token or OAuth client that made it,
 * for the weekly mail to the account's admins (lib/domains/deprecated-calls/). Almost every call
 * uses nothing retired: then it costs one registry lookup. The note is not waited for.
 */
export function noteDeprecatedCalls(operationId: string, registry: DeprecationRegistry = DEPRECATIONS) {
  return createMiddleware<PipelineEnv>(async (context, next) => {
    await next();
    const principal = context.get("principal");
    if (!principal?.tokenId) return;
    const queryParameters = [...new Set(new URL(context.req.url).searchParams.keys())];
    const deprecations = deprecationsOf({ version: resolvedApiVersion(context), operationId, queryParameters }, registry);
    if (deprecations.length === 0) return;
    void noteDeprecatedCall({ accountId: principal.accountId, credential: principal, deprecations });
  });
}
