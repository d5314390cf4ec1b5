import type { Handler } from "hono";
import { z } from "zod";
import type { PipelineEnv } from "./middleware/pipeline-env";
import { negotiateMediaType } from "./negotiate";
import type { TokenOperation } from "./operation";
import { parseJsonBody, parseQuery, refuseRequestBody } from "./parse-request";
import { problems } from "./problems";
import { ProblemError } from "./problem";

const noQuery = z.strictObject({});

/**
 * The end of a token operation's pipeline, once the middleware (lib/adapters/api/middleware/) has given
 * the request its id, authenticated and counted it, and checked its scope: content negotiation,
 * query, path and body validation, then the handler.
 */
export function runOperation(operation: TokenOperation): Handler<PipelineEnv> {
  return async (context) => {
    const request = context.req.raw;
    const principal = context.get("principal")!;
    const mediaType = negotiateMediaType(request, operation.produces ?? ["application/json"]);
    // Without a declared schema, only an empty query string passes.
    const query = parseQuery(request, operation.query ?? noQuery);
    const params = parseParams(operation, context.req.param());
    const body = operation.body ? await parseJsonBody(request, operation.body.schema) : await refuseRequestBody(request);
    const origin = principal.origin ?? context.get("origin");
    return operation.handler({ request, params, query, body, principal, origin, requestId: context.get("requestId"), mediaType });
  };
}

/** A malformed id names no resource: 404, as the contract says, never a 422 or a 500. */
function parseParams(operation: TokenOperation, rawParams: Record<string, string>): unknown {
  if (!operation.params) return {};
  const parsed = operation.params.safeParse(rawParams);
  if (!parsed.success) throw new ProblemError(problems.notFound());
  return parsed.data;
}
