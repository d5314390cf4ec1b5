import type { z } from "zod";
import { readLimitedBody } from "../http/read-limited-body";
import { problems } from "./problems";
import { ProblemError } from "./problem";
import { unstorableTextErrors } from "./unstorable-text";
import { fieldErrorsFrom } from "./validation-errors";

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Query parameters checked against a strict schema: unknown parameters are refused (422),
 * never ignored. A parameter given twice is refused too, rather than one copy silently winning.
 */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, string> = {};
  for (const [name, value] of params) {
    if (name in raw) {
      throw new ProblemError(problems.validationFailed([{ pointer: `#/query/${name}`, detail: "Give this parameter once." }]));
    }
    raw[name] = value;
  }
  const unstorable = unstorableTextErrors(raw, "#/query");
  if (unstorable.length) throw new ProblemError(problems.validationFailed(unstorable));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ProblemError(problems.validationFailed(fieldErrorsFrom(parsed.error, "query")));
  return parsed.data;
}

async function readBodyText(request: Request): Promise<string> {
  // A Web Request never holds a GET or HEAD body; asking for one would only make the server
  // build the full Request object (@hono/node-server's is lazy) on every read call.
  if (request.method === "GET" || request.method === "HEAD") return "";
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw new ProblemError(problems.payloadTooLarge(MAX_BODY_BYTES));
  // Read with a cap: a missing or false Content-Length must not let a huge body into memory.
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (body.length > MAX_BODY_BYTES) throw new ProblemError(problems.payloadTooLarge(MAX_BODY_BYTES));
  return body.toString("utf8");
}

/**
 * A JSON body checked against a strict schema: 415 for another media type, 413 over 64 KiB,
 * 400 for malformed JSON, 422 when it breaks the schema. An empty body counts as `{}` so
 * operations whose fields are all optional need no body.
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const text = await readBodyText(request);
  let value: unknown = {};
  if (text.trim() !== "") {
    const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (mediaType !== "application/json" && !mediaType?.endsWith("+json")) {
      throw new ProblemError(problems.unsupportedMediaType());
    }
    try {
      value = JSON.parse(text);
    } catch {
      throw new ProblemError(problems.malformedJson());
    }
  }
  const unstorable = unstorableTextErrors(value);
  if (unstorable.length) throw new ProblemError(problems.validationFailed(unstorable));
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ProblemError(problems.validationFailed(fieldErrorsFrom(parsed.error, "")));
  return parsed.data;
}

/** For operations that take no body: anything but an empty one is a 422, never silently ignored. */
export async function refuseRequestBody(request: Request): Promise<void> {
  const text = await readBodyText(request);
  if (text.trim() !== "") {
    throw new ProblemError(problems.validationFailed([{ pointer: "#", detail: "This operation takes no request body: send none." }]));
  }
}
