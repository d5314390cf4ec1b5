import { signIn } from "../fixtures";
import { bearer, expect, test } from "./api-fixtures";

// On PostgreSQL, `npm start` (one process: Next beside the edge app) and production's
// `npm run start:api` (the edge app alone) share the database: sign in (cookies), pages, a
// server action that issues a token, and the token working on /v1 of npm start's port and of
// start:api's, until the customer area revokes it, which both then refuse at once. (On PGlite
// the browser specs cover npm start.)

test("the customer area's tokens open /v1 on npm start and on start:api, and its revocation holds on both", async ({ page, request, project, baseURL }) => {
  test.skip(!project.databaseUrl || !project.apiURL, "start:api runs beside PostgreSQL only (api-postgres)");
  await signIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Access tokens" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Access tokens" })).toBeVisible();

  const name = `processes check ${Date.now()}`;
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: "Copy your new access token" });
  const token = await dialog.getByLabel("Access token").inputValue();
  expect(token).toMatch(/^mis_at_/);
  await page.keyboard.press("Escape");
  for (const server of [baseURL, project.apiURL]) expect((await request.get(`${server}/v1/modules`, { headers: bearer(token) })).status()).toBe(200);

  // Revoked in the customer area, refused at once by both (start:api hears it over LISTEN/NOTIFY).
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: /^Revoke/ }).click();
  const confirm = page.getByRole("dialog", { name: `Revoke ${name}?` });
  await confirm.getByRole("button", { name: "Revoke token" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  for (const server of [baseURL, project.apiURL]) {
    await expect.poll(async () => (await request.get(`${server}/v1/modules`, { headers: bearer(token) })).status(), { timeout: 2000 }).toBe(401);
  }
});
