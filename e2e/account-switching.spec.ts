import { DEMO_ADMIN, expect, test } from "./fixtures";
import { openStaleTokensTab } from "./stale-tab";

// The account on screen is the account acted on: a switch re-renders everything, and a tab
// left open on the old account cannot create anything in the new one.

test("a switch re-renders the page for the new account, and a stale tab is refused", async ({ signedInPage: page, context }) => {
  const stale = await openStaleTokensTab(page, context);
  // The select stays on the chosen account instead of snapping back.
  expect(await page.getByLabel("Account").evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe(DEMO_ADMIN.otherAccount);
  await expect(page.getByRole("heading", { level: 1, name: "Access tokens" })).toBeVisible();

  // The other tab still shows Acme; what it creates must not land in Globex.
  await expect(stale.getByTestId("page-account").filter({ visible: true })).toHaveText(DEMO_ADMIN.defaultAccount);
  await stale.getByLabel("Name").fill("stale tab token");
  await stale.getByRole("button", { name: "Create token" }).click();
  await expect(stale.getByRole("dialog")).toHaveCount(0);
  // The refusal re-renders the stale tab for the account the session is on, and says why.
  await expect(stale.getByTestId("page-account").filter({ visible: true })).toHaveText(DEMO_ADMIN.otherAccount);
  await expect(stale.getByRole("alert").filter({ hasText: "Nothing was changed" })).toContainText(
    `this page showed ${DEMO_ADMIN.defaultAccount}, but you have since switched to ${DEMO_ADMIN.otherAccount}`,
  );
  await expect(stale.getByText("stale tab token")).toHaveCount(0);

  // Nor in Acme: switch back and look.
  await page.getByLabel("Account").selectOption({ label: DEMO_ADMIN.defaultAccount });
  await expect(page.getByTestId("page-account").filter({ visible: true })).toHaveText(DEMO_ADMIN.defaultAccount);
  await expect(page.getByRole("row").filter({ hasText: "stale tab token" })).toHaveCount(0);
});

test("switching on a detail page lands on its section for the new account", async ({ signedInPage: page }) => {
  await page.goto("/modules");
  await page.getByRole("link", { name: "HR & Payroll" }).click();
  await expect(page).toHaveURL(/\/modules\/mod_/);
  await page.getByLabel("Account").selectOption({ label: DEMO_ADMIN.otherAccount });
  await expect(page).toHaveURL(/\/modules$/);
  await expect(page.getByTestId("page-account").filter({ visible: true })).toHaveText(DEMO_ADMIN.otherAccount);
  await page.getByLabel("Account").selectOption({ label: DEMO_ADMIN.defaultAccount });
  await expect(page.getByTestId("page-account").filter({ visible: true })).toHaveText(DEMO_ADMIN.defaultAccount);
});
