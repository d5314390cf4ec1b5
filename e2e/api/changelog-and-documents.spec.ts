import { expect, expectCommonHeaders, expectProblem, test } from "./api-fixtures";

// The public documents of API versions, over HTTP as an integrator fetches them: the changelog
// (a page and JSON) and the OpenAPI document of each version, by ?version= or Api-Version.

const NEWEST = "2026-11-27";
const FIRST = "2026-11-22";

test("the changelog answers as JSON without a token, matching the document, every version listed newest first", async ({ request, matchesDocument }) => {
  const response = await request.get("/v1/changelog.json");
  expect(response.status()).toBe(200);
  expectCommonHeaders(response);
  expect(response.headers()["cache-control"]).toBe("public, max-age=300");
  expect(response.headers()["api-version"]).toBe(NEWEST);
  const changelog = (await matchesDocument(response, "/v1/changelog.json", "get")) as { newest_version: string; versions: { version: string; openapi_url: string; changes: { id: string; html_url: string }[] }[] };
  expect(changelog.newest_version).toBe(NEWEST);
  expect(changelog.versions.map((entry) => entry.version)).toEqual([NEWEST, FIRST]);
  const [change] = changelog.versions[0]!.changes;
  expect(change!.id).toBe("last-synced-at-renamed");
  // The addresses it gives work.
  expect((await request.get(changelog.versions[1]!.openapi_url)).status()).toBe(200);
  expect(change!.html_url.split("#")[0]).toBe("/v1/changelog");
});

test("the changelog page reads as a page: every version and change, nothing that runs", async ({ page, baseURL }, testInfo) => {
  const response = await page.goto(`${baseURL}/v1/changelog`);
  expect(response!.status()).toBe(200);
  expect(response!.headers()["content-security-policy"]).toContain("default-src 'none'");
  await expect(page).toHaveTitle(/API changelog/);
  await expect(page.getByRole("heading", { level: 2, name: NEWEST })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: FIRST })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /last_synced_at.*last_succeeded_at/ })).toBeVisible();
  await expect(page.locator(`[id="${NEWEST}-last-synced-at-renamed"]`)).toContainText("How to migrate");
  await page.screenshot({ path: testInfo.outputPath("changelog.png"), fullPage: true });
});

test("the OpenAPI document answers the version asked for, by ?version= or Api-Version, and refuses one it does not know", async ({ request }) => {
  for (const [path, headers, version] of [
    ["/v1/openapi.json", {}, NEWEST],
    [`/v1/openapi.json?version=${FIRST}`, {}, FIRST],
    ["/v1/openapi.json", { "Api-Version": FIRST }, FIRST],
  ] as const) {
    const response = await request.get(path, { headers });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["api-version"], path).toBe(version);
    expect(response.headers()["vary"], path).toContain("Api-Version");
    const document = await response.json();
    expect(document.info.version, path).toBe(version);
    const status = JSON.stringify(document.components.schemas.ModuleStatus);
    expect(status).toContain(version === FIRST ? '"last_synced_at"' : '"last_succeeded_at"');
  }
  const yaml = await request.get(`/v1/openapi.yaml?version=${FIRST}`);
  expect(yaml.status()).toBe(200);
  expect(await yaml.text()).toMatch(/\n {2}version: "?2026-11-22"?\n/);
  const refused = await expectProblem(await request.get("/v1/openapi.json?version=2019-01-01"), 400, "unknown_api_version");
  expect(refused.known_versions).toEqual([FIRST, NEWEST]);
});
