import type { Page } from "@playwright/test";
import { billingPeriodOf, billingPeriodRange } from "../lib/domains/invoices/billing-period";
import { dueDateOf } from "../lib/domains/invoices/payment-term";
import { startClockServer } from "./e2e-clock";
import { DEMO_ADMIN, expect, signIn, test } from "./fixtures";
import { openStaleTokensTab } from "./stale-tab";

// The customer area shows its own actions at once (not at the next poll), and every page tells
// a state the same way: a stalled module, an overdue invoice, a token that is (not) expiring.

const nav = (page: Page, name: string) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
const stateOf = (page: Page) => page.getByText("State:").locator("..");

async function openModule(page: Page, name: string) {
  await nav(page, "Modules");
  // A failing module is also linked from the notice above the table: both lead to its page.
  await page.getByRole("link", { name, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("Sync now on a healthy module shows the new state at once", async ({ signedInPage: page }) => {
  await openModule(page, "CRM");
  await expect(stateOf(page)).toContainText("synced");
  await page.getByRole("button", { name: "Sync now" }).click();
  // Well inside the 2 s poll: the page shows the action's answer, then the runner's claim.
  await expect(stateOf(page)).toContainText(/starting|syncing/, { timeout: 1_000 });
  await expect(page.getByRole("button", { name: "Sync now" })).toHaveCount(0);
});

test("an open invoice past its due date reads Overdue on the overview, the list and its page", async ({ browser, request }) => {
  test.setTimeout(180_000);
  // The seeded open invoice is last month's, due a payment term after the month ended: until then
  // (the first half of each month) it is not overdue yet. So a server of the test's own moves its
  // clock an hour past that date, which stays inside this month, before the admin signs in.
  const server = await startClockServer();
  try {
    const dueAt = dueDateOf(billingPeriodRange(billingPeriodOf(new Date())).start);
    await server.moveClock(request, Math.max(0, Math.ceil((dueAt.getTime() - Date.now()) / 60_000) + 60));
    const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
    await signIn(page, DEMO_ADMIN);
    const lastInvoice = page.getByText(/^[A-Z]+-\d{6} · /);
    await expect(lastInvoice).toContainText("· Overdue ·");
    await expect(lastInvoice).not.toContainText(/\d{4}-\d{2}/);
    await nav(page, "Invoices");
    const overdueRows = page.getByRole("row").filter({ hasText: "Overdue" });
    await expect(overdueRows).toHaveCount(1);
    await overdueRows.getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Invoice / })).toBeVisible();
    await expect(page.getByText("Overdue", { exact: true })).toBeVisible();
  } finally {
    await server.stop();
  }
});

test("a token just created for 7 days is not badged expiring, nor counted so on the overview", async ({ signedInPage: page }) => {
  const expiringLine = page.getByText(/expiring soon$/);
  const before = await expiringLine.textContent();
  await nav(page, "Access tokens");
  await page.getByLabel("Name").fill("seven-day token");
  await page.getByLabel("Validity").selectOption("7d");
  await page.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  const row = page.getByRole("row").filter({ hasText: "seven-day token" });
  await expect(row).toContainText("Active");
  await expect(row).not.toContainText("Expires in");
  await nav(page, "Overview");
  await expect(page.getByText(/expiring soon$/)).toHaveText(before!);
});

test("a stale tab's refusal keeps the token name and validity the admin typed", async ({ signedInPage: page, context }) => {
  const stale = await openStaleTokensTab(page, context);

  await stale.getByLabel("Name").fill("typed before the switch");
  await stale.getByLabel("Validity").selectOption("7d");
  await stale.getByRole("button", { name: "Create token" }).click();
  await expect(stale.getByTestId("page-account").filter({ visible: true })).toHaveText(DEMO_ADMIN.otherAccount);
  await expect(stale.getByRole("alert").filter({ hasText: "Nothing was changed" })).toBeVisible();
  await expect(stale.getByLabel("Name")).toHaveValue("typed before the switch");
  await expect(stale.getByLabel("Validity")).toHaveValue("7d");

  await page.getByLabel("Account").selectOption({ label: DEMO_ADMIN.defaultAccount });
  await expect(page.getByTestId("page-account").filter({ visible: true })).toHaveText(DEMO_ADMIN.defaultAccount);
});

test("the note after a token rotation leaves the header's buttons where they were", async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openModule(page, "Warehouse");
  const pause = page.getByRole("button", { name: "Pause sync" });
  const rotate = page.getByRole("button", { name: "Rotate token" });
  const before = [await pause.boundingBox(), await rotate.boundingBox()];
  await rotate.click();
  await page.getByRole("dialog", { name: "Rotate the token of Warehouse?" }).getByRole("button", { name: "Rotate token" }).click();
  await page.getByRole("dialog", { name: "Copy the new module token" }).getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("status").filter({ hasText: "New token" })).toContainText("issued.");
  expect([await pause.boundingBox(), await rotate.boundingBox()]).toEqual(before);
});

test("a stalled module reads stalled on the modules list and on the overview", async ({ signedInPage: page }) => {
  // ERP Finance is seeded 4 minutes into a sync: it reads stalled once it passes 5 minutes (the
  // list polls and derives the state again), until the runner fails it at 15. A long run can reach
  // this test after that; then nothing is stalled, and the two pages must still agree.
  test.setTimeout(180_000);
  await nav(page, "Modules");
  const erp = page.getByRole("row").filter({ has: page.getByRole("link", { name: "ERP Finance", exact: true }) });
  const erpState = erp.getByText(/^(pending|starting|syncing|stalled|synced|failed|paused)$/);
  await expect.poll(() => erpState.textContent(), { timeout: 150_000 }).not.toBe("syncing");
  const stalledOnList = await page.getByRole("table").getByText("stalled", { exact: true }).count();
  if ((await erpState.textContent()) === "stalled") expect(stalledOnList).toBe(1);
  await nav(page, "Overview");
  const byState = page.getByRole("list", { name: "Modules by synchronization state" });
  await expect(byState.getByRole("listitem").filter({ hasText: "stalled" })).toHaveText(`stalled${stalledOnList}`);
  // Counted once, as stalled and not as syncing too: the states add up to the modules. (Not
  // "syncing 0": the runner's schedule and other specs' "Sync now" set other modules syncing.)
  const counts = (await byState.getByRole("listitem").allTextContents()).map((text) => Number(/\d+$/.exec(text)?.[0]));
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(Number(await page.getByTestId("module-count").textContent()));
});

// For a person to look at, not an assertion: FEEDBACK_SCREENSHOTS=/tmp/dir writes the changed pages
// at 1440 and 390 wide, light and dark.
test("screenshots of the pages this changes", async ({ signedInPage: page }) => {
  const dir = process.env.FEEDBACK_SCREENSHOTS;
  test.skip(!dir, "set FEEDBACK_SCREENSHOTS to a directory to write them");
  test.setTimeout(120_000);
  await openModule(page, "Warehouse");
  const modulePath = new URL(page.url()).pathname;
  await page.getByRole("button", { name: "Rotate token" }).click();
  await page.getByRole("dialog", { name: "Rotate the token of Warehouse?" }).getByRole("button", { name: "Rotate token" }).click();
  await page.getByRole("dialog", { name: "Copy the new module token" }).getByRole("button", { name: "Done" }).click();
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${dir}/module-rotated-${width}-${scheme}.png`, fullPage: false });
    }
  }
  for (const [name, path] of [["overview", "/"], ["invoices", "/invoices"], ["modules", "/modules"], ["hr", modulePath]] as const) {
    await page.goto(path);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${dir}/${name}-${width}-${scheme}.png`, fullPage: true });
      }
    }
  }
});
