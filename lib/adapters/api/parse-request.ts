import type { z } from "zod";
import { readLimitedBody } from "../../platform/http/read-limited-body";
import { problems } from "./problems";
import { ProblemError } from "./problem";
import type { FieldError } from "../../platform/errors/app-error";
import { excessiveNestingError, MAX_JSON_NESTING } from "../../platform/http/json-nesting";
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

/** `application/json` or any `+json` type; `Content-Type` parameters (charset) do not matter. */
function declaresJson(request: Request): boolean {
  const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json" || mediaType?.endsWith("+json") === true;
}

const tooDeep = (errors: FieldError[]) => new ProblemError(problems.validationFailed(errors, "The request body nests arrays or objects too deeply."));

/** Parses a body's JSON; its nesting is refused (422) before any walk of the value. */
function parseJsonText(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // V8 parses iteratively, but an engine that recurses runs out of stack on deep nesting: that
    // is the same client mistake as nesting past the limit, not malformed JSON, and never a 500.
    if (error instanceof RangeError) throw tooDeep([{ pointer: "#", detail: `Arrays and objects must not nest more than ${MAX_JSON_NESTING} levels deep.` }]);
    throw new ProblemError(problems.malformedJson());
  }
  const nesting = excessiveNestingError(value);
  if (nesting) throw tooDeep([nesting]);
  return value;
}

/**
 * A JSON body checked against a strict schema: 415 for another media type, 413 over 64 KiB,
 * 400 for malformed JSON, 422 when it nests deeper than 32 levels or breaks the schema. An
 * empty body counts as `{}` so operations whose fields are all optional need no body.
 * `toNewest` turns a body sent at an older API version into the newest one's shape, which the
 * schema describes (requests are read at the newest version, as answers are built at it).
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S, toNewest?: (value: unknown) => unknown): Promise<z.infer<S>> {
  const text = await readBodyText(request);
  let value: unknown = {};
  if (text.trim() !== "") {
    if (!declaresJson(request)) throw new ProblemError(problems.unsupportedMediaType());
    value = parseJsonText(text);
  }
  const unstorable = unstorableTextErrors(value);
  if (unstorable.length) throw new ProblemError(problems.validationFailed(unstorable));
  const parsed = schema.safeParse(toNewest ? toNewest(value) : value);
  if (!parsed.success) throw new ProblemError(problems.validationFailed(fieldErrorsFrom(parsed.error, "")));
  return parsed.data;
}

// JSON's own whitespace only: `{\u00a0}` is not JSON, so it is not an empty object either.
const EMPTY_JSON_OBJECT = /^[ \t\n\r]*\{[ \t\n\r]*\}[ \t\n\r]*$/;

/**
 * For operations that take no body: an empty one passes, and so does `{}` (what Python's
 * `json={}`, axios's `data: {}` and many generated SDKs send on every POST) unless it is declared
 * as another media type. Anything else is a 422, never silently ignored.
 */
export async function refuseRequestBody(request: Request): Promise<void> {
  const text = await readBodyText(request);
  if (text.trim() === "") return;
  if (EMPTY_JSON_OBJECT.test(text) && (declaresJson(request) || !request.headers.has("content-type"))) return;
  throw new ProblemError(problems.validationFailed([{ pointer: "#", detail: "This operation takes no request body: send none, or `{}`." }]));
}
