import type { BrowserContext, Page } from "@playwright/test";
import { DEMO_ADMIN, expect } from "./fixtures";

/**
 * Opens the tokens page in a second tab on the default account, then switches `page` to the other
 * account: the second tab is left stale, rendered for an account the session no longer acts on.
 */
export async function openStaleTokensTab(page: Page, context: BrowserContext): Promise<Page> {
  // The visible page header: while a switch renders, Next may keep the previous page's tree, hidden, beside the new one.
  const stale = await context.newPage();
  await stale.goto("/tokens");
  await expect(stale.getByTestId("page-account").filter({ visible: true })).toHaveText(DEMO_ADMIN.defaultAccount);
  await page.goto("/tokens");
  await page.getByLabel("Account").selectOption({ label: DEMO_ADMIN.otherAccount });
  await expect(page.getByTestId("page-account").filter({ visible: true })).toHaveText(DEMO_ADMIN.otherAccount);
  return stale;
}
