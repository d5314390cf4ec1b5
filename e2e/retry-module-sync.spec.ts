import { expect, test } from "./fixtures";

// A failed module can be fixed from the UI: the overview names it, and "Retry now" on its page
// starts a sync that takes it out of failed at once (not at the next poll), with no reload.

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
  // At once, from the action's own answer: well before the next poll (2 s) or runner pass (5 s).
  await expect(state).not.toContainText("failed", { timeout: 1_000 });
  await expect(page.getByText("The HR system refused the module token")).toHaveCount(0, { timeout: 1_000 });
  await expect(page.getByRole("button", { name: "Retry now" })).toHaveCount(0);
  expect(reloaded).toBe(false);
});
