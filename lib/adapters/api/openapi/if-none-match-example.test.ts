import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./build-openapi-document";

// Explorers (the customer area's Try-it, Postman, Bruno) pre-fill a parameter's example. An
// example ETag in If-None-Match makes a first try answer 304, or look like a real validator.

describe("the If-None-Match parameter", () => {
  it("is documented on every conditional GET with no example to pre-fill", () => {
    const document = buildOpenApiDocument({ serverUrl: "https://api.example.com" });
    const parameters = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item ?? {}).flatMap((operation) => ((operation as { parameters?: unknown[] }).parameters ?? []) as Record<string, unknown>[]),
    );
    const ifNoneMatch = parameters.filter((parameter) => parameter.in === "header" && parameter.name === "If-None-Match");
    expect(ifNoneMatch.length).toBeGreaterThanOrEqual(4);
    for (const parameter of ifNoneMatch) {
      expect(parameter.example).toBeUndefined();
      expect(parameter.examples).toBeUndefined();
      expect((parameter.schema as Record<string, unknown>).example).toBeUndefined();
      expect((parameter.schema as Record<string, unknown>).examples).toBeUndefined();
      expect(parameter.description).toMatch(/304 Not Modified/);
    }
  });
});
