import { getRequestListener } from "@hono/node-server";
import { edgeApp } from "../api/edge-app";
import { malformedRequestAnswer } from "../api/malformed-request-answer";
import type { Listener } from "./public-server";

/**
 * The edge app (/v1, /oauth, /.well-known, /secret-scanning, the probes) as a node:http listener,
 * through @hono/node-server without Next's router. A request that cannot even be read as one (a
 * malformed Host, say) gets a 400 problem.
 * `overrideGlobalObjects`: @hono/node-server's lightweight Request/Response, whose fast write
 * path skips the Web body stream, may replace the globals only in a process without Next, which
 * relies on the platform's own.
 */
export function edgeListener({ nextInProcess }: { nextInProcess: boolean }): Listener {
  const serve = getRequestListener(edgeApp.fetch, { overrideGlobalObjects: !nextInProcess, errorHandler: malformedRequestAnswer });
  return (request, response) => void serve(request, response);
}
