import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { edgeApp } from "./edge-app";
import { malformedRequestAnswer, unreadableRequestAnswer } from "./malformed-request-answer";

/**
 * The edge app (/v1, /oauth, /.well-known, /secret-scanning, the probes) as the servers
 * (lib/adapters/server/) mount it, handed to them by the entry points (lib/adapters/composition/):
 * a node:http listener, through @hono/node-server without Next's router, and the answer to a
 * request Node's parser refused before any listener ran. A request that cannot even become a
 * Web Request (a malformed Host, say) gets a 400 problem.
 * `overrideGlobalObjects`: @hono/node-server's lightweight Request/Response, whose fast write
 * path skips the Web body stream, may replace the globals only in a process without Next, which
 * relies on the platform's own.
 */
export function edgeMount({ nextInProcess }: { nextInProcess: boolean }): {
  listener: (request: IncomingMessage, response: ServerResponse) => void;
  answerUnreadable: (error: { code?: string }) => string;
} {
  const serve = getRequestListener(edgeApp.fetch, { overrideGlobalObjects: !nextInProcess, errorHandler: malformedRequestAnswer });
  return { listener: (request, response) => void serve(request, response), answerUnreadable: unreadableRequestAnswer };
}
