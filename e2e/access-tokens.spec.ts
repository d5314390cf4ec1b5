import type { Page } from "@playwright/test";
import { formatDateTime } from "../lib/platform/format/date-time";
import { expect, saveScreenshot, test } from "./fixtures";
import { axeViolations } from "./axe";

// Access tokens in the customer area: create one, use it against /v1 over real HTTP, revoke it
// in the UI and see the API refuse it; the custom expiry is checked on the server.

async function openTokens(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Access tokens" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Access tokens" })).toBeVisible();
}

test("a token created in the UI opens /v1 until it is revoked in the UI", async ({ signedInPage: page, context, request, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await openTokens(page);

  await page.getByLabel("Name").fill("e2e browser token");
  await expect(page.getByRole("checkbox", { name: /read/ })).toBeChecked();
  await page.getByRole("checkbox", { name: /write/ }).uncheck();
  await page.getByLabel("Validity").selectOption({ label: "1 hour" });
  await page.getByRole("button", { name: "Create token" }).click();

  const dialog = page.getByRole("dialog", { name: "Copy your new access token" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("This is the only time the token is shown. Store it in your secret manager now.");
  const field = dialog.getByLabel("Access token");
  await expect(field).toBeFocused();
  const token = await field.inputValue();
  expect(token).toMatch(/^mis_at_[0-9A-Za-z]{38}$/);
  await dialog.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "Copied", exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  // A ready first request with the new token in it.
  await expect(dialog.getByTestId("curl-line")).toHaveText(`curl -H "Authorization: Bearer ${token}" ${baseURL}/v1/modules`);
  await saveScreenshot(page, "access-tokens-dialog");
  const dialogReport = await axeViolations(page);
  expect(dialogReport, `axe violations with the token dialog open:\n${dialogReport}`).toBe("");

  // Escape closes; focus returns to the form; the secret is gone from the page, its hint is listed.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Create token" })).toBeFocused();
  await expect(page.getByText(token)).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: `mis_at_…${token.slice(-4)}` });
  await expect(row).toContainText("e2e browser token");
  await expect(row).toContainText("Active");
  // Just created: not "expiring" yet (a 1-hour token is warned in its last 12 minutes).
  await expect(row).not.toContainText("Expires in");
  // Valid for under a day: the expiry shows its time, not only the date.
  await expect(row).toContainText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);
  await expect(row).toContainText("600/min");

  const call = () => request.get(`${baseURL}/v1/modules`, { headers: { Authorization: `Bearer ${token}` } });
  const ok = await call();
  expect(ok.status()).toBe(200);
  expect(((await ok.json()) as { data: unknown[] }).data).toHaveLength(6);

  await row.getByRole("button", { name: /^Revoke/ }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke e2e browser token?" });
  await expect(confirm).toContainText("Integrations using it stop working immediately.");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await saveScreenshot(page, "access-tokens-revoke-dialog");
  await confirm.getByRole("button", { name: "Revoke token" }).click();
  await expect(confirm).toBeHidden();
  // Revoked tokens are hidden by default, behind a filter.
  await expect(row).toHaveCount(0);
  await page.getByRole("checkbox", { name: /Show revoked tokens/ }).check();
  await expect(row).toContainText("Revoked");

  const refused = await call();
  expect(refused.status()).toBe(401);
  expect(refused.headers()["www-authenticate"]).toContain("invalid_token");
  await saveScreenshot(page, "access-tokens");
});

test("a long name wraps, shows its character count, and leaves Revoke on screen", async ({ signedInPage: page }) => {
  await openTokens(page);
  const name = `e2e ${"verylongname".repeat(8)}`.slice(0, 100);
  await page.getByLabel("Name").fill(name);
  await expect(page.getByText("100/100 characters")).toBeVisible();
  await page.getByRole("button", { name: "Create token" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  const revoke = row.getByRole("button", { name: /^Revoke/ });
  const box = await revoke.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test("a custom expiry outside 1 hour – 90 days is refused with a field error", async ({ signedInPage: page }) => {
  await openTokens(page);
  await page.getByLabel("Name").fill("e2e out of range");
  await page.getByLabel("Validity").selectOption({ label: "Custom date" });
  // Typed as every date of the customer area is written, in UTC; it starts with a suggestion in that form.
  const expiresAt = page.getByLabel("Expires at (UTC)");
  await expect(expiresAt).toHaveValue(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:00 UTC$/);
  await expiresAt.fill("next tuesday");
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByText(/^Enter a date and time like \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC\.$/)).toBeVisible();
  await expect(expiresAt).toHaveAttribute("aria-invalid", "true");
  // 100 days ahead is past the 90-day bound: the server's refusal is told on the field.
  const tooLate = new Date(Date.now() + 100 * 86_400_000);
  await expiresAt.fill(formatDateTime(tooLate));
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByText("Choose a time between 1 hour and 90 days from now.")).toBeVisible();
  await expect(expiresAt).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await saveScreenshot(page, "access-tokens-field-error");
});

test("the access tokens page has no axe violations", async ({ signedInPage: page }) => {
  await openTokens(page);
  const report = await axeViolations(page);
  expect(report, `axe violations on /tokens:\n${report}`).toBe("");
});
