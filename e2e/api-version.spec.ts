import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { API_VERSION_ACCOUNT, API_VERSION_OWNER } from "./api-version-e2e";
import { checkAndPhotograph } from "./axe-and-screenshots";
import { expect, saveScreenshot, signIn, test } from "./fixtures";

// Issue 33, point 7: an owner upgrades the account's API version from the customer area after
// trying the new one in the explorer, sees the new shape there and over /v1, rolls back within
// the 72 hours and sees the old shape again; each step is journalled. The account is the spec's
// own (e2e/api-version-e2e.ts), on the first version, with one synced module: the first dated
// change renamed its sync state's `last_synced_at` to `last_succeeded_at`.

test.describe.configure({ mode: "serial" });

const OLD = API_VERSION_ACCOUNT.apiVersion;
const NEW = "2026-11-27";
const token = () =>
  (JSON.parse(readFileSync(`.data/e2e/${process.env.E2E_PORT ?? 3100}/pglite-tokens.json`, "utf8")) as { apiVersionRead: { token: string } }).apiVersionRead.token;

/** GET /v1/modules with the account's token and no Api-Version: the account's version answers. */
async function modulesOverV1(request: APIRequestContext) {
  const response = await request.get("/v1/modules", { headers: { authorization: `Bearer ${token()}` } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { sync_state: Record<string, unknown> }[] };
  expect(body.data.length).toBeGreaterThan(0);
  return { version: response.headers()["api-version"], syncState: body.data[0]!.sync_state };
}

/** Sends "List modules" from the explorer and returns the version it sent and the sync state it got. */
async function modulesFromExplorer(page: Page) {
  await page.locator(".explorer-reference").getByText("List modules", { exact: true }).first().click();
  await page.getByRole("button", { name: /Test Request.*\(get \/v1\/modules\)/ }).first().click();
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/v1/modules" && request.method() === "GET");
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/v1/modules");
  await page.getByRole("button", { name: /^Send/ }).first().click();
  const request = await sent;
  const response = await answered;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { sync_state: Record<string, unknown> }[] };
  await page.keyboard.press("Escape");
  return { sent: request.headers()["api-version"], answered: response.headers()["api-version"], syncState: body.data[0]!.sync_state };
}

test("an owner tries the new version in the explorer, upgrades, sees the new shape, rolls back and sees the old one", async ({ page, request }) => {
  // Two pages photographed in four ways each, the explorer loaded three times.
  test.setTimeout(180_000);
  // The integration calls as it always did: the account's version, the old name.
  const before = await modulesOverV1(request);
  expect(before.version).toBe(OLD);
  expect(before.syncState).toHaveProperty("last_synced_at");
  expect(before.syncState).not.toHaveProperty("last_succeeded_at");

  await signIn(page, API_VERSION_OWNER);
  await page.getByRole("link", { name: "API version" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API version" })).toBeVisible();
  await expect(page.getByTestId("account-api-version")).toContainText(OLD);
  await expect(page.getByRole("heading", { name: `What changes in ${NEW}` })).toBeVisible();
  await expect(page.locator(".api-change")).toContainText("last_succeeded_at");
  // The token's call above, at the old version, of an operation the change affects.
  await expect(page.getByTestId("old-version-callers")).toContainText("e2e versions sync");
  await expect(page.getByTestId("old-version-callers")).toContainText("GET /v1/modules");
  await checkAndPhotograph(page, "api-version-old");

  // Try it first: the explorer at the new version, which its calls name.
  await page.getByRole("button", { name: `Try ${NEW} in the explorer` }).click();
  await page.waitForURL((url) => url.pathname === "/explorer" && url.searchParams.get("version") === NEW);
  await expect(page.getByLabel("API version")).toHaveValue(NEW);
  const tried = await modulesFromExplorer(page);
  expect(tried).toMatchObject({ sent: NEW, answered: NEW });
  expect(tried.syncState).toHaveProperty("last_succeeded_at");
  await saveScreenshot(page, "api-version-explorer-new");
  // The account itself has not moved.
  expect((await modulesOverV1(request)).version).toBe(OLD);

  await page.goto("/api-version");
  await page.getByRole("button", { name: `Upgrade to ${NEW}` }).click();
  const upgrade = page.getByRole("dialog", { name: `Upgrade to ${NEW}?` });
  await expect(upgrade).toContainText("roll back");
  await upgrade.getByRole("button", { name: "Upgrade", exact: true }).click();
  await expect(page.getByText(`Upgraded. Requests without an Api-Version header are now answered at ${NEW}.`)).toBeVisible();
  await expect(page.getByTestId("account-api-version")).toContainText(NEW);
  await expect(page.getByTestId("account-api-version")).toContainText("Newest");
  await expect(page.getByText(`You can roll back to ${OLD} until`)).toBeVisible();
  await checkAndPhotograph(page, "api-version-upgraded");

  const upgraded = await modulesOverV1(request);
  expect(upgraded.version).toBe(NEW);
  expect(upgraded.syncState).toHaveProperty("last_succeeded_at");
  expect(upgraded.syncState).not.toHaveProperty("last_synced_at");
  // The explorer now starts at the account's new version.
  await page.goto("/explorer");
  await expect(page.getByLabel("API version")).toHaveValue(NEW);

  await page.goto("/api-version");
  await page.getByRole("button", { name: `Roll back to ${OLD}` }).click();
  await page.getByRole("dialog", { name: `Roll back to ${OLD}?` }).getByRole("button", { name: "Roll back", exact: true }).click();
  await expect(page.getByText(`Rolled back. Requests without an Api-Version header are answered at ${OLD} again.`)).toBeVisible();
  await expect(page.getByTestId("account-api-version")).toContainText(OLD);
  await expect(page.getByRole("button", { name: /^Roll back/ })).toHaveCount(0);

  const rolledBack = await modulesOverV1(request);
  expect(rolledBack.version).toBe(OLD);
  expect(rolledBack.syncState).toHaveProperty("last_synced_at");
  await page.goto("/explorer");
  await expect(page.getByLabel("API version")).toHaveValue(OLD);
  const back = await modulesFromExplorer(page);
  expect(back).toMatchObject({ sent: OLD, answered: OLD });
  expect(back.syncState).toHaveProperty("last_synced_at");

  // Each step is in the journal, under the owner's name.
  await page.goto("/audit");
  for (const label of ["API version tried in the explorer", "API version upgraded", "API version rolled back"]) {
    await expect(page.getByRole("row").filter({ hasText: label }).first()).toBeVisible();
  }
  await saveScreenshot(page, "api-version-journal");
});
