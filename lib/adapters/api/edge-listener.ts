import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { edgeApp } from "./edge-app";
import { malformedRequestAnswer } from "./malformed-request-answer";

/**
 * The edge app (/v1, /oauth, /.well-known, /secret-scanning, the probes) as a node:http listener,
 * through @hono/node-server without Next's router: what the servers (lib/adapters/server/) mount,
 * and the only way they reach this adapter. A request that cannot even be read as one (a
 * malformed Host, say) gets a 400 problem.
 * `overrideGlobalObjects`: @hono/node-server's lightweight Request/Response, whose fast write
 * path skips the Web body stream, may replace the globals only in a process without Next, which
 * relies on the platform's own.
 */
export function edgeListener({ nextInProcess }: { nextInProcess: boolean }): (request: IncomingMessage, response: ServerResponse) => void {
  const serve = getRequestListener(edgeApp.fetch, { overrideGlobalObjects: !nextInProcess, errorHandler: malformedRequestAnswer });
  return (request, response) => void serve(request, response);
}
