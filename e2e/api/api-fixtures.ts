import fs from "node:fs";
import { test as base, expect, type APIResponse } from "@playwright/test";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

// Fixtures of the HTTP API specs. Each API project names, in its metadata, the tokens file that
// scripts/prepare-test-server.ts wrote before its server started, and optionally a second
// server on the same database and Redis (to prove limits hold across instances).

interface IssuedToken {
  token: string;
  id: string;
  accountId: string;
}

export type TestTokens = Record<
  | "acmeReadWrite"
  | "acmeRead"
  | "routingWalk"
  | "acmeWrite"
  | "globexReadWrite"
  | "acmeRevoked"
  | "rateLimitDefault"
  | "rateLimitSplit"
  | "rateLimitExtended"
  | "leakReported"
  /** A read token of an account on the first API version (`e2e-first-version`, one module). */
  | "firstVersionRead",
  IssuedToken
>;

export interface ApiProjectMetadata {
  tokensFile: string;
  /** Base URL of a second instance sharing the database and Redis, when there is one (it is `apiURL`'s). */
  secondInstanceURL?: string;
  /** Base URL of an `npm run start:api` instance (the edge app alone: /v1, OAuth, secret scanning, probes) on the same database, when there is one. */
  apiURL?: string;
  /** Base URL of an `npm run start:web` instance (Next alone: the customer area) on the same database, when there is one. */
  webURL?: string;
  /** Connection string of the server's database, when tests may reach it directly (PostgreSQL). */
  databaseUrl?: string;
}

type DocumentValidator = (response: APIResponse, operationPath: string, method: string, status?: number) => Promise<unknown>;

export const test = base.extend<{ tokens: TestTokens; project: ApiProjectMetadata; matchesDocument: DocumentValidator }>({
  project: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata as ApiProjectMetadata);
  },
  tokens: async ({ project }, use) => {
    await use(JSON.parse(fs.readFileSync(project.tokensFile, "utf8")) as TestTokens);
  },
  // Validates a response body against the schema the served OpenAPI document gives for it.
  matchesDocument: async ({ request }, use) => {
    const document = await (await request.get("/v1/openapi.json")).json();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(document, "openapi.json");
    await use(async (response, operationPath, method, status = response.status()) => {
      const pointerPath = operationPath.replace(/~/g, "~0").replace(/\//g, "~1");
      const contentType = response.headers()["content-type"]?.split(";")[0] ?? "application/json";
      const mediaType = contentType.replace(/\//g, "~1");
      const ref = `openapi.json#/paths/${pointerPath}/${method}/responses/${status}/content/${mediaType}/schema`;
      const validate = ajv.compile({ $ref: ref });
      const body = await response.json();
      expect(validate(body), `${method.toUpperCase()} ${operationPath} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      return body;
    });
  },
});

export { expect };

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Asserts the RFC 9457 problem shape and the headers every /v1 response carries; returns the body. */
export async function expectProblem(response: APIResponse, status: number, code: string) {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toContain("application/problem+json");
  expectCommonHeaders(response);
  const body = await response.json();
  expect(body).toMatchObject({ status, code });
  expect(typeof body.title).toBe("string");
  expect(typeof body.detail).toBe("string");
  // The type names the problem's anchor on the serving app's public errors page (/docs/errors).
  expect(body.type).toMatch(new RegExp(`^https?://[^/]+/docs/errors#${code}$`));
  expect(body.request_id).toBe(response.headers()["x-request-id"]);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+|SELECT |drizzle|pglite|node_modules/i);
  return body;
}

export function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-request-id"]).toBeTruthy();
  for (const name of ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset", "ratelimit", "ratelimit-policy"]) {
    expect(headers[name], `${name} header`).toBeTruthy();
  }
  expect(Number(headers["x-ratelimit-remaining"])).toBeGreaterThanOrEqual(0);
  const reset = Number(headers["x-ratelimit-reset"]);
  const now = Date.now() / 1000;
  expect(reset).toBeGreaterThanOrEqual(Math.floor(now));
  expect(reset).toBeLessThanOrEqual(Math.ceil(now) + 61);
}
