import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { API_VERSIONS, NEWEST_API_VERSION, type ApiVersion } from "../../../domains/api-versions";
import { buildOpenApiDocument } from "../openapi/build-openapi-document";
import { v1Operations } from "../operations";
import { v1App } from "../v1-app";
import { changelogDocument } from "./changelog-document";
import { changelogHtml, inlineMarkdown } from "./changelog-html";

// The public changelog, served by the /v1 app in-process: derived from the change modules, every
// version and change in it, matching its own schema in the OpenAPI document.

const get = (path: string) => v1App.fetch(new Request(`http://localhost${path}`));

describe("the changelog", () => {
  it("is served as JSON, without a token, matching the document's schema, every version and change in it", async () => {
    const response = await get("/v1/changelog.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const body = await response.json();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(buildOpenApiDocument({ serverUrl: "http://localhost" }), "openapi.json");
    const validate = ajv.compile({ $ref: "openapi.json#/paths/~1v1~1changelog.json/get/responses/200/content/application~1json/schema" });
    expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);

    expect(body.newest_version).toBe(NEWEST_API_VERSION);
    expect(body.versions.map((entry: { version: string }) => entry.version)).toEqual([...API_VERSIONS].reverse().map((entry: ApiVersion) => entry.version));
    const newest = body.versions[0];
    expect(newest.newest).toBe(true);
    expect(newest.openapi_url).toBe(`/v1/openapi.json?version=${NEWEST_API_VERSION}`);
    const renamed = newest.changes.find((change: { id: string }) => change.id === "last-synced-at-renamed");
    expect(renamed.affects.operations).toContainEqual({ operation_id: "getModuleStatus", method: "GET", path: "/v1/modules/{id}/status" });
    expect(renamed.affects.events).toEqual(["module.sync_state.changed"]);
    expect(renamed.example.before).toHaveProperty("last_synced_at");
    expect(renamed.example.after).toHaveProperty("last_succeeded_at");
    expect(renamed.migration).toContain("Api-Version");
  });

  it("is served as a page with an anchor per version and per change, its text escaped, under a CSP that allows no script", async () => {
    const response = await get("/v1/changelog");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    for (const entry of API_VERSIONS) expect(html).toContain(`id="${entry.version}"`);
    expect(html).toContain(`id="${NEWEST_API_VERSION}-last-synced-at-renamed"`);
    expect(html).toContain("<code>GET /v1/modules/{id}/status</code>");
    expect(html).toContain("&quot;last_synced_at&quot;");
    expect(html).not.toMatch(/<script/i);
  });

  it("turns only code and emphasis into markup", () => {
    expect(inlineMarkdown("Read `a<b>` *now* and **here** <script>")).toBe("Read <code>a&lt;b&gt;</code> <em>now</em> and <strong>here</strong> &lt;script&gt;");
    const hostile = changelogDocument(v1Operations);
    hostile.versions[0]!.summary = '<img src=x onerror="alert(1)">';
    expect(changelogHtml(hostile)).not.toContain("<img");
  });

  it("refuses a change that names an operation the API does not have", () => {
    expect(() => changelogDocument(v1Operations.filter((operation) => operation.operationId !== "getModuleStatus"))).toThrow(/getModuleStatus/);
  });

  it("is described as a public document in the OpenAPI document", () => {
    const paths = buildOpenApiDocument({ serverUrl: "http://localhost" }).paths as Record<string, { get: { security: unknown[] } }>;
    expect(paths["/v1/changelog"]!.get.security).toEqual([]);
    expect(paths["/v1/changelog.json"]!.get.security).toEqual([]);
  });
});
