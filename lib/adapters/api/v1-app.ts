import { Hono, type MiddlewareHandler } from "hono";
import { DEPRECATIONS, type DeprecationRegistry } from "../../domains/api-versions";
import { usageCountingEnabled } from "../../domains/usage/usage-counter";
import type { NoteDeprecatedCall } from "./deprecated-call";
import { noteForWeeklyMail } from "./note-for-weekly-mail";
import { announceDeprecations } from "./middleware/announce-deprecations";
import { answerHeaders } from "./middleware/answer-headers";
import { apiVersionFromQuery } from "./middleware/api-version-from-query";
import { authenticate } from "./middleware/authenticate";
import { countPublicRequest, countWithoutOperation } from "./middleware/count-request";
import { countUsage } from "./middleware/count-usage";
import { noteApiVersion } from "./middleware/note-api-version";
import type { PipelineEnv } from "./middleware/pipeline-env";
import { recordRequestLog } from "./middleware/record-request";
import { refuseUnknownApiVersion } from "./middleware/refuse-unknown-api-version";
import { resolvedApiVersion } from "./middleware/resolved-api-version";
import { answerWithProblem } from "./middleware/problem-on-error";
import { requireScope } from "./middleware/require-scope";
import { traceRequest } from "./middleware/trace-request";
import type { V1Operation } from "./operation";
import { v1Operations } from "./operations";
import { problems } from "./problems";
import { problemResponse } from "./problem";
import { runOperation } from "./run-operation";

// The /v1 app: routing, 405/Allow, OPTIONS and 404 all derived from the one operation list.
// It is served three ways and answers the same in each: by the catch-all Next route
// (app/v1/[[...path]]/route.ts) under `next dev`/`next start`, by `npm start` without Next's
// router (lib/adapters/server/), and in-process to the customer area (lib/adapters/v1-client/get-v1-client.ts).
//
// The pipeline is Hono middleware (lib/adapters/api/middleware/): answerHeaders around everything (request
// id, rate-limit headers, no-store, security headers), then per route the quota it counts
// against (a token's, the caller's address for the public documents and for requests that reach
// no operation) and, for token operations, the scope; errors become problems in onError.
//
// API versions: answerHeaders reads `Api-Version` and names the version that served every answer;
// once a request is counted, an unknown version is refused (refuse-unknown-api-version.ts); a
// token operation's answer is shaped back to an older version in run-operation.ts; and
// announceDeprecations marks answers that use something being retired. The OpenAPI documents
// also read `?version=` (api-version-from-query.ts), so a link can name the version it wants.

/** `/v1/modules/{id}/status` → `/v1/modules/:id/status` (Hono's syntax). */
const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/** The methods a path answers: its operations, HEAD wherever GET is, and OPTIONS. */
function allowedMethods(operations: V1Operation[]): string[] {
  const methods = operations.map((operation) => operation.method.toUpperCase());
  if (methods.includes("GET")) methods.push("HEAD");
  return [...methods, "OPTIONS"];
}

/** Token operations: usage counted by the answer's status, when counting is on. */
const tokenPipeline: [MiddlewareHandler<PipelineEnv>, ...MiddlewareHandler<PipelineEnv>[]] = usageCountingEnabled ? [countUsage, authenticate] : [authenticate];

/** Names the route's operation for the pieces around it (deprecations). */
const servingOperation = (operationId: string): MiddlewareHandler<PipelineEnv> => async (context, next) => {
  context.set("operationId", operationId);
  await next();
};

export interface V1AppOptions {
  /** What is being retired; the real registry unless a test retires something of its own. */
  deprecations?: DeprecationRegistry;
  /** Told of authenticated calls that use something deprecated (the admins' mail is built from it). */
  noteDeprecatedCall?: NoteDeprecatedCall;
}

export function createV1App(operations: V1Operation[] = v1Operations, options: V1AppOptions = {}): Hono<PipelineEnv> {
  // strict: `/v1/modules/` is not `/v1/modules` (a 404 problem, not a redirect).
  const app = new Hono<PipelineEnv>({ strict: true });
  // Outermost: it records what the client got, headers and problems included.
  const operationIds = new Map(operations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation.operationId]));
  app.use(recordRequestLog((method, pathTemplate) => operationIds.get(`${method} ${pathTemplate}`) ?? null));
  app.use(answerHeaders, traceRequest, announceDeprecations({ registry: options.deprecations ?? DEPRECATIONS, noteDeprecatedCall: options.noteDeprecatedCall }));
  app.onError(answerWithProblem);

  const byPath = new Map<string, V1Operation[]>();
  for (const operation of operations) byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), operation]);
  for (const [path, pathOperations] of byPath) {
    const route = routerPath(path);
    for (const operation of pathOperations) {
      const method = operation.method.toUpperCase();
      // Hono answers HEAD with the GET route, without the body.
      if (operation.scope === "public") {
        const versioned = operation.versionFromQuery ? [apiVersionFromQuery] : [];
        app.on(method, route, servingOperation(operation.operationId), countPublicRequest, refuseUnknownApiVersion, ...versioned, (context) =>
          operation.handler(context.req.raw, { operations, apiVersion: resolvedApiVersion(context) }),
        );
      } else {
        app.on(method, route, servingOperation(operation.operationId), ...tokenPipeline, refuseUnknownApiVersion, noteApiVersion(operation.operationId), requireScope(operation.scope), runOperation(operation));
      }
    }
    const allow = allowedMethods(pathOperations);
    app.options(route, countWithoutOperation, refuseUnknownApiVersion, () => new Response(null, { status: 204, headers: { Allow: allow.join(", ") } }));
    // Every other method, standard or not (TRACE, PROPFIND …): registered after the operations,
    // so it only answers what none of them did.
    app.all(route, countWithoutOperation, refuseUnknownApiVersion, (context) =>
      problemResponse(problems.methodNotAllowed(context.req.raw.method, allow), context.get("requestId")),
    );
  }

  // Any path the OpenAPI document does not have, `/v1` itself included: a 404 problem.
  app.all("*", countWithoutOperation, refuseUnknownApiVersion, (context) =>
    problemResponse(
      problems.notFound(`There is no operation at ${new URL(context.req.url).pathname}. See /v1/openapi.json for the operations.`),
      context.get("requestId"),
    ),
  );
  return app;
}

export const v1App = createV1App(v1Operations, { noteDeprecatedCall: noteForWeeklyMail });
