import { expect, saveScreenshot, test } from "./fixtures";
import { expectAxeClean } from "./axe";

// Rotating a module token in the customer area: grace period, confirmation, the new token shown
// once, the old token's end, and the rotation at the top of the audit log.

test("rotate a module token with a 1 h grace period and find the rotation at the top of the audit log", async ({ signedInPage: page }) => {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Modules" }).click();
  await page.getByRole("link", { name: "Warehouse", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Warehouse" })).toBeVisible();
  const moduleId = /\/modules\/(mod_[0-9a-z]{26})$/.exec(page.url())![1]!;

  await page.getByRole("button", { name: "Rotate token" }).click();
  const confirm = page.getByRole("dialog", { name: "Rotate the token of Warehouse?" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("radio", { name: /24 hours/ })).toBeChecked();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("radio", { name: /1 hour/ }).check();
  await saveScreenshot(page, "rotate-token-confirm");
  await expectAxeClean(page, "with the rotation's confirmation open");
  await confirm.getByRole("button", { name: "Rotate token" }).click();

  const shown = page.getByRole("dialog", { name: "Copy the new module token" });
  await expect(shown).toBeVisible();
  const field = shown.getByLabel("New module token");
  await expect(field).toHaveValue(/^cpt_[0-9A-Za-z]{40}$/);
  await expect(field).toBeFocused();
  const token = await field.inputValue();
  // Just under an hour from now by the time it renders.
  await expect(shown).toContainText(/The previous token works until .*\(in (1 hour|60 minutes)\)/);
  await expect(shown.getByRole("button", { name: "Copy", exact: true })).toBeVisible();
  await saveScreenshot(page, "rotate-token-shown-once");
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();

  // Afterwards: the hint and the old token's end stay on the page; the secret does not.
  const status = page.getByRole("status").filter({ hasText: "New token" });
  await expect(status).toContainText(`New token cpt_…${token.slice(-4)} issued.`);
  await expect(status).toContainText("The previous token works until");
  expect(await page.content()).not.toContain(token);
  await saveScreenshot(page, "rotate-token-after");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Audit log" }).click();
  const top = page.getByRole("region", { name: "Audit entries, newest first" }).locator("[data-audit-row]").first();
  await expect(top.getByRole("button")).toHaveText("Module token rotated");
  // The resource shows by its name; the drawer keeps the id.
  await expect(top).toContainText("module Warehouse");
  await top.getByRole("button").click();
  const drawer = page.getByRole("dialog", { name: "Module token rotated" });
  await expect(drawer).toContainText(moduleId);
  await expect(drawer.getByText("module.token.rotated", { exact: true })).toBeVisible();
  await expect(drawer.locator("pre")).toContainText('"grace_period_seconds": 3600');
  await expect(drawer.locator("pre")).toContainText(`"token_hint": "cpt_…${token.slice(-4)}"`);
  await expect(drawer).not.toContainText(token);
  await saveScreenshot(page, "rotate-token-audit-entry");
});
