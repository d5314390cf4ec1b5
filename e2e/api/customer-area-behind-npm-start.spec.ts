import { signIn } from "../fixtures";
import { bearer, expect, test } from "./api-fixtures";

// On PostgreSQL `npm start` serves /v1 itself and relays the customer area to Next in a process
// of its own (lib/adapters/server/serve-api-beside-next.ts). Through that relay: sign in (cookies),
// pages, a server action that issues a token, and the token working on /v1 of the same port,
// until the customer area revokes it. (On PGlite one process serves both: the browser specs.)

test("the customer area works through npm start's relay, and its tokens open /v1 on the same port", async ({ page, request, project, baseURL }) => {
  test.skip(!project.databaseUrl, "npm start relays the customer area only on PostgreSQL");
  await signIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Access tokens" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Access tokens" })).toBeVisible();

  const name = `relay check ${Date.now()}`;
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: "Copy your new access token" });
  const token = await dialog.getByLabel("Access token").inputValue();
  expect(token).toMatch(/^mis_at_/);
  await page.keyboard.press("Escape");
  expect((await request.get(`${baseURL}/v1/modules`, { headers: bearer(token) })).status()).toBe(200);

  // Revoked in the customer area's process, refused at once by the API's.
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: /^Revoke/ }).click();
  const confirm = page.getByRole("dialog", { name: `Revoke ${name}?` });
  await confirm.getByRole("button", { name: "Revoke token" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await request.get(`${baseURL}/v1/modules`, { headers: bearer(token) })).status(), { timeout: 2000 }).toBe(401);
});
