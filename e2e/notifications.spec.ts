import { expect, saveScreenshot, test } from "./fixtures";
import { expectAxeClean } from "./axe";

// The Notifications page: each admin turns e-mail kinds off and on for the current account;
// the choice is saved at once and survives a reload. Screenshots light and dark, wide and narrow.

test("an admin opts out of a kind of e-mail and back in", async ({ signedInPage: page }) => {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Notifications" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const moduleFailed = page.getByRole("checkbox", { name: /Module sync failed/ });
  await expect(moduleFailed).toBeChecked();
  await expectAxeClean(page, "on the notifications page");

  // By keyboard: focus the switch and press Space.
  await moduleFailed.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("status").filter({ hasText: "Module sync failed: no more e-mails." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: /Module sync failed/ })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Leaked token revoked/ })).toBeChecked();

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await saveScreenshot(page, `notifications-${width}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });

  await page.getByRole("checkbox", { name: /Module sync failed/ }).check();
  await expect(page.getByRole("status").filter({ hasText: "Module sync failed: you will be e-mailed." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: /Module sync failed/ })).toBeChecked();
});
