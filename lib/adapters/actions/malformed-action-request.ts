import { readLimitedBody } from "../../platform/http/read-limited-body";

// Next decodes a server action's request itself, before any code of ours runs, and answers every
// body it cannot decode with a 500 and a stack trace at error level: a string body or JSON that
// is no list of arguments (React's decodeReply, then `apply`), JSON it cannot parse, and a body
// over its 1 MB limit (its own 413, sent out as a 500: next/dist/server/app-render/action-handler.js
// catches every error of a fetch action as 500). It has no hook for that, so proxy.ts asks this
// first and answers 400 or 413 before Next reads the body.

/** Next's default `serverActions.bodySizeLimit` (next.config.mjs does not change it). */
const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

/** A refusal for a server-action call Next could not decode; null for any other request, or a call it can. */
export async function refuseMalformedActionRequest(request: Request): Promise<Response | null> {
  if (request.method !== "POST" || !request.headers.has("next-action")) return null;
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > ACTION_BODY_LIMIT_BYTES) return refusal(413, "The request is larger than 1 MB.");
  const body = await readLimitedBody(request.clone(), ACTION_BODY_LIMIT_BYTES);
  if (body.byteLength > ACTION_BODY_LIMIT_BYTES) return refusal(413, "The request is larger than 1 MB.");
  // A multipart call is decoded part by part; what its parts hold is for the action to refuse.
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) return null;
  // Otherwise the body is the JSON list of the action's arguments, as the page's client sends it.
  let args: unknown;
  try {
    args = JSON.parse(body.toString("utf8"));
  } catch {
    return refusal(400, "The request body is not JSON.");
  }
  return Array.isArray(args) ? null : refusal(400, "The request body is not a list of arguments.");
}

function refusal(status: 400 | 413, detail: string): Response {
  const title = status === 413 ? "Payload too large" : "Bad request";
  return new Response(JSON.stringify({ type: "about:blank", title, status, detail }), { status, headers: { "content-type": "application/problem+json" } });
}
