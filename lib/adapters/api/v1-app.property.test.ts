import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "../../domains/access-tokens/create-access-token";
import { getAccountBySlug } from "../../domains/accounts/get-account-by-slug";
import { systemActor } from "../../domains/audit/actor";
import { MAX_JSON_NESTING } from "../../platform/http/json-nesting";
import { MAX_BODY_BYTES } from "./parse-request";
import { seedDemoData } from "../../domains/seed/seed-demo-data";
import { KNOWN_API_VERSIONS } from "../../domains/api-versions";
import { buildOpenApiDocument } from "./openapi/build-openapi-document";
import { v1App } from "./v1-app";

// Every operation of the served document, driven with generated path ids, queries and bodies,
// hostile ones included (NUL, lone surrogates, extreme dates and numbers, unknown fields, nesting
// up to 100 000 levels, bodies at and just past the 64 KiB limit, `{}` where no body is taken):
// the app never answers 5xx, and every 2xx JSON body matches the document's schema. The requests
// go to the same app the servers run, in-process. Once per API version: each request pins it with
// `Api-Version`, and its answers must match that version's own document (the old version's
// contract checks run unchanged).

const SERVER = "http://localhost";
// The operations, parameters and request bodies are the same at every version: only answers differ.
const document = buildOpenApiDocument({ serverUrl: SERVER }) as unknown as OpenApiDocument;
const RUNS_PER_OPERATION = Number(process.env.PROPERTY_RUNS ?? 100);

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  schema?: { type?: string | string[]; enum?: unknown[]; format?: string; example?: unknown; minimum?: number; maximum?: number };
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { $ref?: string; properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

/** A validator holding the document of `version`, for its answers. */
function validatorAt(version: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(buildOpenApiDocument({ serverUrl: SERVER, version }), "openapi.json");
  return ajv;
}
const pointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

/** Text a client could send: any code units (lone surrogates and NUL included), sometimes huge. */
const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x\udc00y", "", " ", "null", "../../etc/passwd", "' OR 1=1 --", "x".repeat(70_000)),
);
const extremeInstant = fc.constantFrom(
  "0000-01-01T00:00:00Z",
  "0001-01-01T00:00:00Z",
  "9999-12-31T23:59:59.999999Z",
  "+275760-09-13T00:00:00Z",
  "2026-02-30T00:00:00Z",
  "2026-11-23T10:00:00+14:00",
  "1969-12-31T23:59:59Z",
);
const extremeNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 0.5),
);
const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileText,
    extremeNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileText, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** `arbitrary` once in `oneIn` draws, else nothing. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>, oneIn: number) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: oneIn - 1 }, { arbitrary, weight: 1 });

/** A lone surrogate cannot be percent-encoded as UTF-8: send the bytes a broken client would. */
function encodeQueryValue(value: string): string {
  return Array.from(value, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return "%ED%A0%80";
    }
  }).join("");
}

function queryArbitrary(parameters: Parameter[]): fc.Arbitrary<string> {
  const entries = parameters.map((parameter) => {
    const { schema } = parameter;
    const typed = schema?.enum
      ? fc.constantFrom(...schema.enum.map(String))
      : schema?.format === "date-time"
        ? extremeInstant
        : schema?.type === "integer"
          ? fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 }).map(String)
          : schema?.example !== undefined
            ? fc.constant(String(schema.example))
            : hostileText;
    const hostile = schema?.type === "integer" ? extremeNumber.map(String) : hostileText;
    // Mostly absent, mostly well-typed: a hostile value in one parameter must not hide behind a
    // refusal of another, or the odd cases would never reach the database.
    return rarely(fc.tuple(fc.constant(parameter.name), fc.oneof({ arbitrary: typed, weight: 3 }, { arbitrary: hostile, weight: 1 })), 3);
  });
  const unknown = rarely(fc.tuple(fc.constant("colour"), hostileText), 8);
  return fc.tuple(...entries, unknown).map((pairs) =>
    pairs
      .filter((pair): pair is [string, string] => pair !== undefined)
      .map(([name, value]) => `${name}=${encodeQueryValue(value)}`)
      .join("&"),
  );
}

/** Arrays or objects nested from a few levels to 100 000: around the limit, at 64 KiB, and past it. */
const deeplyNested: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      fc.integer({ min: 1, max: 2 * MAX_JSON_NESTING }),
      fc.integer({ min: 2 * MAX_JSON_NESTING, max: 100_000 }),
      // Deep enough to overflow a recursive walk, yet inside 64 KiB as arrays (32 768 levels fill it exactly).
      fc.constantFrom(5_000, 20_000, MAX_BODY_BYTES / 2, MAX_BODY_BYTES / 2 + 1, 100_000),
    ),
    fc.boolean(),
  )
  .map(([depth, arrays]) => (arrays ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`));

/** A body of exactly 64 KiB (or one byte more): one long string in `field`, or a flat array of as many values as fit. */
const atSizeLimit = (field: string): fc.Arbitrary<string> =>
  fc.tuple(fc.constantFrom(0, 1), fc.boolean()).map(([over, flat]) => {
    const size = MAX_BODY_BYTES + over;
    if (flat) return `[${"0,".repeat((size - 3) / 2)}0]`.padEnd(size, " ");
    const frame = JSON.stringify({ [field]: "" }).length;
    return JSON.stringify({ [field]: "x".repeat(size - frame) });
  });

function bodyArbitrary(operation: Operation): fc.Arbitrary<string | undefined> {
  const schema = operation.requestBody?.content["application/json"]?.schema;
  const extremes = (field: string) => fc.oneof(deeplyNested, deeplyNested.map((nested) => `{${JSON.stringify(field)}:${nested}}`), atSizeLimit(field));
  if (!schema) return fc.option(fc.oneof(fc.constantFrom("{}", " { } ", "", '{"surprise":1}'), extremes("surprise")), { nil: undefined, freq: 3 });
  const resolved = schema.$ref ? document.components.schemas[schema.$ref.split("/").pop()!] : schema;
  const fields = Object.keys(resolved?.properties ?? {});
  const record = fc.record(Object.fromEntries(fields.map((field) => [field, anyJson])), { requiredKeys: [] });
  return fc.oneof(
    record.map((value) => JSON.stringify(value)),
    anyJson.map((value) => JSON.stringify(value)),
    fc.constantFrom("{", "", "[]", '{"url":"https://example.com/hook","events":["*"]}'),
    { arbitrary: fields.length ? fc.constantFrom(...fields).chain(extremes) : extremes("surprise"), weight: 2 },
  );
}

describe.each(KNOWN_API_VERSIONS.map((version) => [version]))("the v1 app at API version %s, driven from its own document", (apiVersion) => {
  const ajv = validatorAt(apiVersion);
  const tokens = new Map<string, string>();
  const realIds: Record<string, string[]> = { mod: [], inv: [], wh: [], msg: [] };

  beforeAll(async () => {
    await seedDemoData();
    const account = await getAccountBySlug({ slug: "acme" });
    const actor = systemActor("property test");
    // A token per operation: each stays inside its own 600-per-minute quota.
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) {
        const { token } = await createAccessToken({ accountId: account.id, actor, name: `property ${method} ${path}`.slice(0, 100), scopes: ["read", "write"], expiresInSeconds: 3600 });
        tokens.set(`${method} ${path}`, token);
      }
    }
    const call = async (path: string) => (await v1App.fetch(new Request(`${SERVER}${path}`, { headers: { Authorization: `Bearer ${tokens.get("get /v1/modules")}` } }))).json();
    realIds.mod = (await call("/v1/modules")).data.map((module: { id: string }) => module.id);
    realIds.inv = (await call("/v1/invoices?limit=5")).data.map((invoice: { id: string }) => invoice.id);
  }, 120_000);

  const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));

  it.each(operations.map((entry) => [`${entry.method.toUpperCase()} ${entry.path}`, entry] as const))(
    "%s: no 5xx, and every 2xx matches the document",
    async (_label, { path, method, operation }) => {
      const parameters = operation.parameters ?? [];
      const pathParameters = parameters.filter((parameter) => parameter.in === "path");
      const idFor = (name: string) => {
        const prefix = name === "msg_id" ? "msg" : path.startsWith("/v1/modules") ? "mod" : path.startsWith("/v1/invoices") ? "inv" : "wh";
        const real = realIds[prefix] ?? [];
        return fc.oneof(
          real.length ? fc.constantFrom(...real) : fc.constant(`${prefix}_01jd4y3k6efq9b8c1m2n3p4q5r`),
          fc.constant(`${prefix}_01jd4y3k6efq9b8c1m2n3p4q5r`),
          hostileText.filter((text) => text !== "" && !text.includes("/")),
        );
      };
      const pathArbitrary = fc.tuple(...pathParameters.map((parameter) => idFor(parameter.name))).map((values) => {
        let concrete = path;
        pathParameters.forEach((parameter, index) => (concrete = concrete.replace(`{${parameter.name}}`, encodeQueryValue(values[index]!))));
        return concrete;
      });
      const accept = fc.constantFrom(undefined, "application/json", "application/pdf", "text/csv", "*/*", "application/json;q=0, */*;q=0.1");
      await fc.assert(
        fc.asyncProperty(pathArbitrary, queryArbitrary(parameters.filter((parameter) => parameter.in === "query")), bodyArbitrary(operation), accept, async (concretePath, query, body, acceptHeader) => {
          const headers: Record<string, string> = {
            Authorization: `Bearer ${tokens.get(`${method} ${path}`)}`,
            "Api-Version": apiVersion,
            // The public documents count per address, as each token operation counts on a token of
            // its own: each operation at each version calls from an address of its own (TEST-NET-1).
            "X-Forwarded-For": `192.0.2.${(operations.findIndex((entry) => entry.path === path && entry.method === method) * KNOWN_API_VERSIONS.length + KNOWN_API_VERSIONS.indexOf(apiVersion)) % 250}`,
          };
          if (acceptHeader) headers.Accept = acceptHeader;
          if (body !== undefined) headers["Content-Type"] = "application/json";
          const sendsBody = body !== undefined && method !== "get";
          const response = await v1App.fetch(new Request(`${SERVER}${concretePath}${query ? `?${query}` : ""}`, { method: method.toUpperCase(), headers, body: sendsBody ? body : undefined }));
          const status = response.status;
          const label = `${method.toUpperCase()} ${concretePath}?${query} ${body === undefined ? "" : `body ${body.slice(0, 40)}… (${body.length} chars) `}→ ${status}`;
          expect(status, label).toBeLessThan(500);
          expect(status, label).not.toBe(429);
          // The documents' own `?version=` names theirs; every other answer is at the pinned version.
          if (!/(^|&)version=/.test(query)) expect(response.headers.get("api-version"), label).toBe(apiVersion);
          // An empty object is what many clients send as "no body": it must never be the refusal.
          if (!operation.requestBody && body?.replace(/\s/g, "") === "{}" && status === 422) {
            const problem = await response.clone().json();
            expect(problem.errors, label).not.toContainEqual(expect.objectContaining({ pointer: "#" }));
          }
          const contentType = response.headers.get("content-type")?.split(";")[0] ?? "";
          if (status >= 200 && status < 300 && contentType === "application/json") {
            const ref = `openapi.json#/paths/${pointer(path)}/${method}/responses/${status}/content/${pointer(contentType)}/schema`;
            const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
            const json = await response.json();
            expect(validate(json), `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true);
          } else {
            await response.arrayBuffer();
          }
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    },
    120_000,
  );
});
