import { expect, test } from "./fixtures";

// A failed module can be fixed from the UI: the overview names it, and "Retry now" on its page
// starts a sync that takes it out of failed while the page is open, with no reload.

test("the overview names the failed module, and Retry now takes it out of failed without a reload", async ({ signedInPage: page }) => {
  const notice = page.getByText("failed to synchronize").locator("..");
  await expect(notice.getByRole("link", { name: "HR & Payroll" })).toBeVisible();
  await notice.getByRole("link", { name: "HR & Payroll" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "HR & Payroll" })).toBeVisible();

  const state = page.getByText("State:").locator("..");
  await expect(state).toContainText("failed");
  let reloaded = false;
  page.on("load", () => (reloaded = true));
  await page.getByRole("button", { name: "Retry now" }).click();
  // The runner claims it within its 5 s pass; the page polls every 2 s.
  await expect(state).not.toContainText("failed", { timeout: 20_000 });
  expect(reloaded).toBe(false);
});
