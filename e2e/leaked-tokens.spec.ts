import { expect, saveScreenshot, test } from "./fixtures";
import { expectAxeClean } from "./axe";
import { E2E_SECRET_SCANNING_KEY_ID, signAsGitHub } from "./secret-scanning-test-key";

// A token made in the customer area is reported by "GitHub" secret scanning (signed with the
// e2e key): the tokens page shows it revoked, with where it was found.

const LEAK_URL = "https://github.com/octo-org/octo-repo/blob/9a8b7c/deploy.sh";

test("a token found in public shows as revoked, with the URL, on the tokens page", async ({ signedInPage: page, request, baseURL }) => {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Access tokens" }).click();
  await page.getByLabel("Name").fill("e2e leaked in a commit");
  await page.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: "Copy your new access token" });
  const token = await dialog.getByLabel("Access token").inputValue();
  await page.keyboard.press("Escape");

  const body = JSON.stringify([{ token, type: "mis_access_token", url: LEAK_URL, source: "commit" }]);
  const report = await request.post(`${baseURL}/secret-scanning/verify`, {
    headers: { "Content-Type": "application/json", "Github-Public-Key-Identifier": E2E_SECRET_SCANNING_KEY_ID, "Github-Public-Key-Signature": signAsGitHub(body) },
    data: body,
  });
  expect(await report.json()).toEqual([{ token_raw: token, token_type: "mis_access_token", label: "true_positive" }]);

  await page.reload();
  // The notice above the list (the revoked token itself is listed further down once shown).
  const notice = page.getByText(`mis_at_…${token.slice(-4)}`).locator("xpath=ancestor::li[1]").first();
  await expect(notice).toContainText(`e2e leaked in a commit mis_at_…${token.slice(-4)} revoked: found public at ${LEAK_URL}`);
  await expect(notice.getByRole("link", { name: LEAK_URL })).toHaveAttribute("rel", "noopener noreferrer nofollow");
  // Revoked tokens are listed once asked for.
  await page.getByLabel(/Show revoked tokens/).check();
  await expect(page.getByRole("row").filter({ hasText: `mis_at_…${token.slice(-4)}` })).toContainText("Revoked");
  await expectAxeClean(page, "with revoked tokens shown");

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await notice.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `tokens-leaked-${width}-${scheme}`);
    }
  }
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
});
