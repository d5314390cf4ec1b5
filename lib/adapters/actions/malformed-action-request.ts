import { readLimitedBody } from "../../platform/http/read-limited-body";

// Next decodes a server action's request itself, before any code of ours runs, and answers every
// call it cannot decode or will not run with a 500 and a stack trace at error level: a string
// body or JSON that is no list of arguments (React's decodeReply, then `apply`), JSON it cannot
// parse, a multipart body it cannot read or whose argument parts are not JSON, a body over its
// 1 MB limit (its own 413, sent out as a 500: next/dist/server/app-render/action-handler.js
// catches every error of a fetch action as 500), and a call from another origin (its CSRF check,
// "Invalid Server Actions request"). It has no hook for that, so proxy.ts asks this first and
// answers 400, 403 or 413 before Next reads the body.

/** Next's default `serverActions.bodySizeLimit` (next.config.mjs does not change it). */
const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The parts of a multipart call that React reads as JSON: the arguments' root (`0`) and the
 * other models it refers to (`1`, `2` …), and a bound action's arguments (`$ACTION_1:0`), each
 * possibly under a form's prefix (`1_…`). Any other part is a form field's value, any text.
 */
const JSON_PART = /^(?:\d+_)*(?:\$ACTION_\d+:)?\d+$/;

/**
 * A refusal for a server-action call Next could not decode or would refuse with a 500; null for
 * any other request, or a call it can run. `publicHost` is the host pages are served on (Next's
 * own check compares the call's Origin with the forwarded host, which proxy.ts sets to it).
 */
export async function refuseMalformedActionRequest(request: Request, publicHost: string): Promise<Response | null> {
  if (request.method !== "POST" || !request.headers.has("next-action")) return null;
  if (!isSameOrigin(request.headers.get("origin"), publicHost)) return refusal(403, "Server actions are called from this site's own pages.");
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > ACTION_BODY_LIMIT_BYTES) return refusal(413, "The request is larger than 1 MB.");
  const body = await readLimitedBody(request.clone(), ACTION_BODY_LIMIT_BYTES);
  if (body.byteLength > ACTION_BODY_LIMIT_BYTES) return refusal(413, "The request is larger than 1 MB.");
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.startsWith("multipart/form-data")) return refuseMalformedMultipart(body, contentType);
  // Otherwise the body is the JSON list of the action's arguments, as the page's client sends it.
  const args = parsedJson(body.toString("utf8"));
  if (args === undefined) return refusal(400, "The request body is not JSON.");
  return Array.isArray(args) ? null : refusal(400, "The request body is not a list of arguments.");
}

/** No Origin (a client that sends none is not a browser on another site) or one on this host. */
function isSameOrigin(origin: string | null, publicHost: string): boolean {
  if (origin === null) return true;
  try {
    return new URL(origin).host === publicHost;
  } catch {
    return false;
  }
}

/** A multipart call the platform's own parser cannot read, or one whose argument parts are not JSON. */
async function refuseMalformedMultipart(body: Buffer, contentType: string): Promise<Response | null> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    return refusal(400, "The request body is not multipart form data that can be read.");
  }
  for (const [name, value] of form) {
    if (typeof value === "string" && JSON_PART.test(name) && parsedJson(value) === undefined) return refusal(400, `The part "${name}" is not JSON.`);
  }
  return null;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function refusal(status: 400 | 403 | 413, detail: string): Response {
  const title = status === 413 ? "Payload too large" : status === 403 ? "Forbidden" : "Bad request";
  return new Response(JSON.stringify({ type: "about:blank", title, status, detail }), { status, headers: { "content-type": "application/problem+json" } });
}
