import { getRequestListener } from "@hono/node-server";
import { v1App } from "../api/v1-app";
import type { Listener } from "./front-server";
import { malformedRequestAnswer } from "./malformed-request-answer";

/**
 * The v1 app as a node:http listener, through @hono/node-server without Next's router. A request
 * that cannot even be read as one (a malformed Host, say) gets a 400 problem.
 * `overrideGlobalObjects`: @hono/node-server's lightweight Request/Response, whose fast write
 * path skips the Web body stream, may replace the globals only in a process without Next, which
 * relies on the platform's own.
 */
export function apiListener({ nextInProcess }: { nextInProcess: boolean }): Listener {
  const serve = getRequestListener(v1App.fetch, { overrideGlobalObjects: !nextInProcess, errorHandler: malformedRequestAnswer });
  return (request, response) => void serve(request, response);
}
