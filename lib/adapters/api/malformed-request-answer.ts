import { STATUS_CODES } from "node:http";
import { RequestError } from "@hono/node-server";
import { withAnswerHeaders } from "./middleware/answer-headers";
import { plainResponse } from "./plain-response";
import { problemParts, problemResponse, type ProblemInit } from "./problem";
import { problems } from "./problems";
import { requestIdFor } from "./request-id";

// The answers to requests that never reach the edge app as requests, with the problem and the
// headers of every /v1 answer instead of an empty 500 or Node's bare status line.

/** What @hono/node-server answers when a Node request cannot become a Web Request at all (an empty or malformed Host, an absolute-form URL it refuses): a 400 problem. */
export function malformedRequestAnswer(error: unknown): Response {
  const requestId = requestIdFor(new Request("http://invalid/"));
  return withAnswerHeaders(problemResponse(error instanceof RequestError ? problems.malformedRequest() : problems.internal(), requestId, { inRequestLog: false }), requestId);
}

/** Node's parser's error codes for what it refuses before any listener runs, and the problem each is. */
function problemOfParserError(code: string | undefined): ProblemInit {
  if (code === "HPE_HEADER_OVERFLOW") return problems.requestHeadersTooLarge();
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return problems.requestTimeout();
  return problems.malformedRequest();
}

/**
 * The whole HTTP answer, as bytes for the socket, to a request Node's parser refused (headers over
 * its 16 KiB, a malformed request line, headers that never finished arriving): written by the
 * server's `clientError` handler (lib/adapters/server/public-server.ts), after which the
 * connection closes, as Node's own answer does.
 */
export function unreadableRequestAnswer(error: { code?: string }): string {
  const requestId = requestIdFor(new Request("http://invalid/"));
  const init = problemOfParserError(error.code);
  const { body, headers } = problemParts(init, requestId, { inRequestLog: false });
  const answer = withAnswerHeaders(plainResponse(body, init.status, headers), requestId);
  const lines = [`HTTP/1.1 ${init.status} ${STATUS_CODES[init.status] ?? ""}`];
  answer.headers.forEach((value, name) => lines.push(`${name}: ${value}`));
  lines.push(`content-length: ${Buffer.byteLength(body)}`, "connection: close");
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}
