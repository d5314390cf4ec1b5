import { describe, expect, it } from "vitest";
import { KNOWN_API_VERSIONS, NEWEST_API_VERSION, OLDEST_API_VERSION } from "../../../domains/api-versions";
import { v1App } from "../v1-app";

// GET /v1/openapi.json and .yaml answer the version the request names: `?version=`, else
// `Api-Version`, else the newest; the answer's Api-Version says which, and caches key on it.

const get = (path: string, headers: Record<string, string> = {}) => v1App.fetch(new Request(`http://localhost${path}`, { headers }));

describe("the OpenAPI document, per version", () => {
  it("is the newest without a version, and says so", async () => {
    const response = await get("/v1/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("api-version")).toBe(NEWEST_API_VERSION);
    expect(response.headers.get("vary")).toContain("Api-Version");
    expect((await response.json()).info.version).toBe(NEWEST_API_VERSION);
  });

  it.each(KNOWN_API_VERSIONS.map((version) => [version]))("is %s when ?version= or Api-Version names it, as JSON and YAML", async (version) => {
    for (const [path, headers] of [
      [`/v1/openapi.json?version=${version}`, {}],
      ["/v1/openapi.json", { "Api-Version": version }],
    ] as const) {
      const response = await get(path, headers);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("api-version"), path).toBe(version);
      const document = await response.json();
      expect(document.info.version).toBe(version);
      expect(JSON.stringify(document.components.schemas.ModuleStatus)).toContain(version === OLDEST_API_VERSION ? '"last_synced_at"' : '"last_succeeded_at"');
    }
    const yaml = await (await get(`/v1/openapi.yaml?version=${version}`)).text();
    expect(yaml).toMatch(/^openapi: 3\.1\.0\n/);
    expect(yaml).toMatch(new RegExp(`\n  version: "?${version}"?\n`));
  });

  it("takes ?version= over Api-Version (a link names the version it wants)", async () => {
    const response = await get(`/v1/openapi.json?version=${OLDEST_API_VERSION}`, { "Api-Version": NEWEST_API_VERSION });
    expect(response.headers.get("api-version")).toBe(OLDEST_API_VERSION);
    expect((await response.json()).info.version).toBe(OLDEST_API_VERSION);
  });

  it.each([["1999-01-01"], ["latest"], [""], ["2026-11-27x"]])("refuses ?version=%j with a 400 problem listing the known versions", async (value) => {
    const response = await get(`/v1/openapi.json?version=${encodeURIComponent(value)}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    const problem = await response.json();
    expect(problem.code).toBe("unknown_api_version");
    expect(problem.known_versions).toEqual([...KNOWN_API_VERSIONS]);
    expect(problem.detail).toContain("version=");
  });

  it("refuses an unknown Api-Version with the same problem", async () => {
    const response = await get("/v1/openapi.yaml", { "Api-Version": "2020-01-01" });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("unknown_api_version");
  });
});
