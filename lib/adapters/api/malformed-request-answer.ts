import { RequestError } from "@hono/node-server";
import { withAnswerHeaders } from "./middleware/answer-headers";
import { problemResponse } from "./problem";
import { problems } from "./problems";
import { requestIdFor } from "./request-id";

// What @hono/node-server answers when a Node request cannot become a Web Request at all (an
// empty or malformed Host, an absolute-form URL it refuses): a 400 problem, never an empty
// 500, with the headers of every /v1 answer.

export function malformedRequestAnswer(error: unknown): Response {
  const requestId = requestIdFor(new Request("http://invalid/"));
  return withAnswerHeaders(problemResponse(error instanceof RequestError ? problems.malformedRequest() : problems.internal(), requestId, { inRequestLog: false }), requestId);
}
