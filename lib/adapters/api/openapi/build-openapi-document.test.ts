import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderGeneratedFiles } from "../../../../scripts/generate-openapi";
import { v1Operations } from "../operations";
import { buildOpenApiDocument } from "./build-openapi-document";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Every declared operation, as "GET /v1/…". */
function declaredOperations(): string[] {
  return v1Operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`).sort();
}

function documentOperations(): string[] {
  const document = buildOpenApiDocument({ serverUrl: "https://api.example.com" });
  return Object.entries(document.paths ?? {})
    .flatMap(([urlPath, item]) => METHODS.filter((method) => method.toLowerCase() in (item ?? {})).map((method) => `${method} ${urlPath}`))
    .sort();
}

describe("the OpenAPI document", () => {
  it("has exactly the declared operations, each once", () => {
    expect(declaredOperations().length).toBeGreaterThan(3);
    expect(new Set(declaredOperations()).size).toBe(declaredOperations().length);
    expect(documentOperations()).toEqual(declaredOperations());
  });

  it("is OpenAPI 3.1 with an operationId, summary, description, security and rate-limit headers on every operation", () => {
    const document = buildOpenApiDocument({ serverUrl: "https://api.example.com" });
    expect(document.openapi).toBe("3.1.0");
    const ids = new Set<string>();
    for (const item of Object.values(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        if (!METHODS.includes(method.toUpperCase() as (typeof METHODS)[number])) continue;
        const op = operation as { operationId: string; summary: string; description: string; security: unknown[]; responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { example?: unknown }> }> };
        expect(op.operationId).toBeTruthy();
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
        expect(op.summary).toBeTruthy();
        expect(op.description).toBeTruthy();
        expect(Array.isArray(op.security)).toBe(true);
        for (const [status, response] of Object.entries(op.responses)) {
          const resolved = "$ref" in response ? document.components!.responses![String(response.$ref).split("/").pop()!] : response;
          expect(resolved, `${op.operationId} ${status}`).toBeTruthy();
          const headers = (resolved as { headers?: Record<string, unknown> }).headers ?? {};
          expect(Object.keys(headers), `${op.operationId} ${status} headers`).toContain("X-RateLimit-Limit");
          for (const media of Object.values((resolved as { content?: Record<string, { example?: unknown }> }).content ?? {})) {
            expect(media.example, `${op.operationId} ${status} example`).toBeDefined();
          }
        }
      }
    }
  });

  it("documents the 413 of every operation that reads a body, a POST or DELETE that takes none included, and the 409 of a module token rotation", () => {
    // parse-request.ts reads the body of every method but GET (to refuse one where none is taken)
    // and answers 413 past 64 KiB; rotateModuleToken answers 409 when a concurrent request with
    // the same Idempotency-Key did not finish. A client generated from the document must know both.
    const document = buildOpenApiDocument({ serverUrl: "https://api.example.com" });
    const undocumented: string[] = [];
    for (const [pathName, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        const op = operation as { operationId?: string; security?: unknown[]; responses?: Record<string, unknown> };
        if (method === "get" || !op.operationId || !op.security?.length) continue;
        if (!op.responses?.["413"]) undocumented.push(`${method.toUpperCase()} ${pathName}`);
      }
    }
    expect(undocumented).toEqual([]);
    const rotation = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item ?? {})).find((operation) => (operation as { operationId?: string }).operationId === "rotateModuleToken") as { responses: Record<string, unknown> };
    expect(Object.keys(rotation.responses)).toContain("409");
  });

  it("is the one committed in clients/ (run `npm run generate` after changing a schema)", async () => {
    for (const [file, content] of Object.entries(await renderGeneratedFiles())) {
      expect(fs.readFileSync(path.join(process.cwd(), file), "utf8"), file).toBe(content);
    }
  });
});
