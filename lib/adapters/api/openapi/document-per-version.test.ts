import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { KNOWN_API_VERSIONS, NEWEST_API_VERSION, OLDEST_API_VERSION, responseAtVersion, type Json } from "../../../domains/api-versions";
import { buildOpenApiDocument } from "./build-openapi-document";

// The document exists per API version: each dated change edits the newest document back, as it
// edits answers back. At every version, every response example must match that version's own
// schema, and the examples are what a real answer at that version looks like.

type Document = ReturnType<typeof buildOpenApiDocument> & { paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>> };
const documentAt = (version: string) => buildOpenApiDocument({ serverUrl: "https://api.example.com", version }) as Document;
const pointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

/** Every JSON response example of the document, with the pointer of its schema. */
function jsonExamples(document: Document) {
  const found: { label: string; operationId: string; ref: string; example: unknown }[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const content = (response as { content?: Record<string, { example?: unknown; schema?: unknown }> }).content ?? {};
        for (const [mediaType, media] of Object.entries(content)) {
          if (!mediaType.endsWith("json") || media.example === undefined || !media.schema) continue;
          found.push({
            label: `${method.toUpperCase()} ${path} ${status} ${mediaType}`,
            operationId: operation.operationId ?? "",
            ref: `openapi.json#/paths/${pointer(path)}/${method}/responses/${status}/content/${pointer(mediaType)}/schema`,
            example: media.example,
          });
        }
      }
    }
  }
  return found;
}

describe("the OpenAPI document of each API version", () => {
  it.each(KNOWN_API_VERSIONS.map((version) => [version]))("%s: names its version, and every response example matches its own schema", (version) => {
    const document = documentAt(version);
    expect(document.info.version).toBe(version);
    expect(document.info.description).toContain(`version **${version}**`);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(document, "openapi.json");
    const examples = jsonExamples(document);
    expect(examples.length).toBeGreaterThan(20);
    for (const { label, ref, example } of examples) {
      const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
      expect(validate(example), `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it("describes the first version's module status with last_synced_at, in the schemas, the event and the examples", () => {
    // The changelog's own example shows both names, at every version: it is about the change.
    const withoutChangelog = (document: Document) => JSON.stringify({ ...document, paths: { ...document.paths, "/v1/changelog.json": undefined } });
    const old = withoutChangelog(documentAt(OLDEST_API_VERSION));
    expect(old).not.toContain('"last_succeeded_at"');
    expect(old).toContain('"last_synced_at"');
    const newest = withoutChangelog(documentAt(NEWEST_API_VERSION));
    expect(newest).not.toContain('"last_synced_at"');
    const status = (documentAt(OLDEST_API_VERSION) as unknown as { components: { schemas: Record<string, { properties: object; required: string[] }> } }).components.schemas.ModuleStatus!;
    expect(Object.keys(status.properties)).toContain("last_synced_at");
    expect(status.required).toContain("last_synced_at");
    const event = (documentAt(OLDEST_API_VERSION) as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas.ModuleSyncStateChangedEvent;
    expect(JSON.stringify(event)).toContain('"last_synced_at"');
  });

  it("shows, at an old version, the examples an answer shaped back to it would have", () => {
    const newest = jsonExamples(documentAt(NEWEST_API_VERSION));
    const old = new Map(jsonExamples(documentAt(OLDEST_API_VERSION)).map((entry) => [entry.label, entry.example]));
    for (const { label, operationId, example } of newest) {
      if (!label.includes(" 200 ")) continue;
      expect(old.get(label), label).toEqual(responseAtVersion(operationId, example as Json, OLDEST_API_VERSION));
    }
  });

  it("gives code samples that send the version: curl always, the clients only when it is not the one they pin", () => {
    const samples = (version: string) =>
      (documentAt(version).paths["/v1/modules"]!.get as unknown as { "x-codeSamples": { label: string; source: string }[] })["x-codeSamples"];
    const curl = (version: string) => samples(version).find((sample) => sample.label === "curl")!.source;
    expect(curl(NEWEST_API_VERSION)).toContain(`Api-Version: ${NEWEST_API_VERSION}`);
    expect(curl(OLDEST_API_VERSION)).toContain(`Api-Version: ${OLDEST_API_VERSION}`);
    expect(samples(NEWEST_API_VERSION).find((sample) => sample.label === "Python")!.source).not.toContain("api_version");
    expect(samples(OLDEST_API_VERSION).find((sample) => sample.label === "Python")!.source).toContain(`api_version="${OLDEST_API_VERSION}"`);
    expect(samples(OLDEST_API_VERSION).find((sample) => sample.label === "TypeScript")!.source).toContain(`apiVersion: "${OLDEST_API_VERSION}"`);
    expect(samples(OLDEST_API_VERSION).find((sample) => sample.label === "PHP")!.source).toContain(`apiVersion: '${OLDEST_API_VERSION}'`);
  });
});
