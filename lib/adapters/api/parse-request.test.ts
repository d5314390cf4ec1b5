import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_JSON_NESTING } from "../../platform/http/json-nesting";
import { MAX_BODY_BYTES, parseJsonBody, refuseRequestBody } from "./parse-request";
import { ProblemError } from "./problem";

// The request edge on real Web Requests: how deep a body may nest, that no depth an attacker can
// fit in 64 KiB reaches a recursive walk, and what an operation without a body accepts.

// Bytes, not a string: a string body would make Request add `Content-Type: text/plain` itself.
const post = (body: string | undefined, contentType: string | null = "application/json") =>
  new Request("http://localhost/v1/x", {
    method: "POST",
    body: body === undefined ? undefined : new TextEncoder().encode(body),
    headers: contentType ? { "Content-Type": contentType } : {},
  });

const nestedArrays = (depth: number, inner = "") => `${"[".repeat(depth)}${inner}${"]".repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** The problem a call was refused with, or null when it passed. */
async function refusal(call: Promise<unknown>) {
  try {
    await call;
    return null;
  } catch (error) {
    if (error instanceof ProblemError) return error.init;
    throw error;
  }
}

const anything = z.strictObject({ a: z.unknown().optional() });
const pointerOf = (segment: string, depth: number) => `#${`/${segment}`.repeat(depth)}`;

describe("parseJsonBody nesting", () => {
  it("refuses arrays nested thousands of levels deep as a 422 with a pointer, not a stack overflow", async () => {
    for (const depth of [5_000, 30_000]) {
      const problem = await refusal(parseJsonBody(post(nestedArrays(depth)), anything));
      expect(problem, `depth ${depth}`).toMatchObject({ status: 422, code: "validation_failed" });
      expect(problem!.errors).toEqual([{ pointer: pointerOf("0", MAX_JSON_NESTING), detail: `Arrays and objects must not nest more than ${MAX_JSON_NESTING} levels deep.` }]);
    }
  });

  it("fills 64 KiB with nesting and still answers a problem", async () => {
    const half = MAX_BODY_BYTES / 2;
    expect(await refusal(parseJsonBody(post(nestedArrays(half)), anything))).toMatchObject({ status: 422 });
    expect(await refusal(parseJsonBody(post(nestedArrays(half + 1)), anything))).toMatchObject({ status: 413 });
  });

  it("allows exactly the maximum depth and refuses one more, pointing at the first container too deep", async () => {
    expect(await refusal(parseJsonBody(post(nestedObjects(MAX_JSON_NESTING)), anything))).toBeNull();
    const problem = await refusal(parseJsonBody(post(nestedObjects(MAX_JSON_NESTING + 1)), anything));
    expect(problem?.errors).toEqual([{ pointer: pointerOf("a", MAX_JSON_NESTING), detail: expect.stringContaining(`${MAX_JSON_NESTING} levels`) }]);
    // Deep in a later element: the pointer names that element, not the first.
    const later = `{"a":[1,{"b":2},${nestedArrays(MAX_JSON_NESTING)}]}`;
    expect((await refusal(parseJsonBody(post(later), anything)))?.errors?.[0]?.pointer).toBe(`#/a/2${"/0".repeat(MAX_JSON_NESTING - 2)}`);
  });

  it("still finds NUL and lone surrogates anywhere within the allowed depth, in document order", async () => {
    const body = `{"a":[${nestedArrays(MAX_JSON_NESTING - 2, '"x\\u0000"')}, {"ok": "\\ud800", "\\u0000": 1}]}`;
    const problem = await refusal(parseJsonBody(post(body), anything));
    expect(problem?.errors?.map((error) => error.pointer)).toEqual([`#/a/0${"/0".repeat(MAX_JSON_NESTING - 2)}`, "#/a/1/ok", "#/a/1/\u0000"]);
  });
});

describe("refuseRequestBody", () => {
  it("takes an empty JSON object, however spaced, as no body", async () => {
    for (const body of ["{}", " { } ", "{\n}\r\n"]) expect(await refusal(refuseRequestBody(post(body))), JSON.stringify(body)).toBeNull();
    expect(await refusal(refuseRequestBody(post("{}", "application/vnd.api+json; charset=utf-8")))).toBeNull();
    expect(await refusal(refuseRequestBody(post("{}", null)))).toBeNull();
  });

  it("takes a zero-length body sent as application/json, or none at all", async () => {
    expect(await refusal(refuseRequestBody(post("")))).toBeNull();
    expect(await refusal(refuseRequestBody(post(undefined)))).toBeNull();
  });

  it("still refuses any other value, and {} declared as another media type", async () => {
    for (const body of ['{"surprise":1}', "[]", "null", "0", '""', "{", "{}{}", "{\u00a0}"]) {
      const problem = await refusal(refuseRequestBody(post(body)));
      expect(problem, JSON.stringify(body)).toMatchObject({ status: 422, code: "validation_failed", errors: [{ pointer: "#" }] });
    }
    expect(await refusal(refuseRequestBody(post("{}", "application/x-www-form-urlencoded")))).toMatchObject({ status: 422 });
  });
});

describe("parseJsonBody at an older API version", () => {
  // As a dated change's requestForward would: the old name moved to the new one before the schema reads it.
  const renamed = (value: unknown) => {
    const { old_name, ...rest } = value as Record<string, unknown>;
    return old_name === undefined ? value : { ...rest, new_name: old_name };
  };
  const schema = z.strictObject({ new_name: z.string() });

  it("moves the body to the newest shape before the schema checks it", async () => {
    expect(await parseJsonBody(post('{"old_name":"x"}'), schema, renamed)).toEqual({ new_name: "x" });
    // Without the step, the old shape breaks the newest schema.
    expect(await refusal(parseJsonBody(post('{"old_name":"x"}'), schema))).toMatchObject({ status: 422 });
  });
});
