import { Hono, type Context } from "hono";
import securityHeaders from "../http/security-headers.json";
import { answerMethodNotAllowed, answerOptions, answerUnknownPath } from "./answer-without-operation";
import type { V1Operation } from "./operation";
import { v1Operations } from "./operations";
import { problems } from "./problems";
import { problemResponse } from "./problem";
import { requestIdFor } from "./request-id";
import { runOperation } from "./run-operation";
import { runPublicOperation } from "./run-public-operation";

// The /v1 app: routing, 405/Allow, OPTIONS and 404 all derived from the one operation list.
// It is served three ways and answers the same in each: by the catch-all Next route
// (app/v1/[[...path]]/route.ts) under `next dev`/`next start`, by `npm start` without Next's
// router (lib/server/), and in-process to the customer area (lib/v1-client/).

/** `/v1/modules/{id}/status` → `/v1/modules/:id/status` (Hono's syntax). */
const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/** The methods a path answers: its operations, HEAD wherever GET is, and OPTIONS. */
function allowedMethods(operations: V1Operation[]): string[] {
  const methods = operations.map((operation) => operation.method.toUpperCase());
  if (methods.includes("GET")) methods.push("HEAD");
  return [...methods, "OPTIONS"];
}

function createV1App(operations: V1Operation[] = v1Operations): Hono {
  // strict: `/v1/modules/` is not `/v1/modules` (a 404 problem, not a redirect).
  const app = new Hono({ strict: true });

  app.use(async (context, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) context.res.headers.set(name, value);
  });

  const byPath = new Map<string, V1Operation[]>();
  for (const operation of operations) byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), operation]);
  for (const [path, pathOperations] of byPath) {
    const route = routerPath(path);
    for (const operation of pathOperations) {
      const run = operation.scope === "public" ? runPublicOperation(operation, operations) : runOperation(operation);
      // Hono answers HEAD with the GET route, without the body.
      app.on(operation.method.toUpperCase(), route, (context: Context) => run(context.req.raw, context.req.param()));
    }
    const allow = allowedMethods(pathOperations);
    app.options(route, (context) => answerOptions(context.req.raw, allow));
    // Every other method, standard or not (TRACE, PROPFIND …): registered last, so it only
    // answers what no operation above did.
    app.all(route, (context) => answerMethodNotAllowed(context.req.raw, allow));
  }

  app.notFound((context) => answerUnknownPath(context.req.raw));
  app.onError((_error, context) => problemResponse(problems.internal(), requestIdFor(context.req.raw)));
  return app;
}

export const v1App = createV1App();
