import type { Handler } from "hono";
import { z } from "zod";
import { requestAtNewest, responseDiffersAt, NEWEST_API_VERSION, type Json } from "../../domains/api-versions";
import { resolvedApiVersion } from "./middleware/resolved-api-version";
import type { PipelineEnv } from "./middleware/pipeline-env";
import { negotiateMediaType } from "./negotiate";
import type { TokenOperation } from "./operation";
import { parseJsonBody, parseQuery, refuseRequestBody } from "./parse-request";
import { problems } from "./problems";
import { ProblemError } from "./problem";
import { responseAtRequestedVersion, withoutConditionalHeaders } from "./versioned-response";

const noQuery = z.strictObject({});

/**
 * The end of a token operation's pipeline, once the middleware (lib/adapters/api/middleware/) has given
 * the request its id, authenticated and counted it, and checked its scope: content negotiation,
 * query, path and body validation, then the handler. The handler works at the newest API version;
 * a body sent at an older one is moved forward first, and an answer an older one shapes
 * differently is shaped back after (versioned-response.ts).
 */
export function runOperation(operation: TokenOperation): Handler<PipelineEnv> {
  return async (context) => {
    const request = context.req.raw;
    const principal = context.get("principal")!;
    const apiVersion = resolvedApiVersion(context);
    const mediaType = negotiateMediaType(request, operation.produces ?? ["application/json"]);
    // Without a declared schema, only an empty query string passes.
    const query = parseQuery(request, operation.query ?? noQuery);
    const params = parseParams(operation, context.req.param());
    const toNewest = apiVersion === NEWEST_API_VERSION ? undefined : (value: unknown) => requestAtNewest(operation.operationId, value as Json, apiVersion);
    const body = operation.body ? await parseJsonBody(request, operation.body.schema, toNewest) : await refuseRequestBody(request);
    const origin = principal.origin ?? context.get("origin");
    const shaped = responseDiffersAt(operation.operationId, apiVersion);
    const handlerRequest = shaped ? withoutConditionalHeaders(request) : request;
    const response = await operation.handler({ request: handlerRequest, params, query, body, principal, origin, requestId: context.get("requestId"), mediaType, apiVersion });
    return shaped ? responseAtRequestedVersion(request, response, operation.operationId, apiVersion) : response;
  };
}

/** A malformed id names no resource: 404, as the contract says, never a 422 or a 500. */
function parseParams(operation: TokenOperation, rawParams: Record<string, string>): unknown {
  if (!operation.params) return {};
  const parsed = operation.params.safeParse(rawParams);
  if (!parsed.success) throw new ProblemError(problems.notFound());
  return parsed.data;
}
