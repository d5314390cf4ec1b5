import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, saveScreenshot, test } from "./fixtures";
import { axeViolations } from "./axe";

// The audit log page: infinite scroll by cursor over a virtualised table, the entry drawer,
// filters kept in the URL, the CSV export, and an axe scan.

const entriesRegion = (page: Page) => page.getByRole("region", { name: "Audit entries, newest first" });
const renderedRows = (page: Page) => entriesRegion(page).locator("[data-audit-row]");
const counter = (page: Page) => page.getByText(/^Showing [\d,]+ entr/);

async function loadedCount(page: Page): Promise<number> {
  const text = (await counter(page).textContent()) ?? "";
  return Number(/Showing ([\d,]+)/.exec(text)![1]!.replaceAll(",", ""));
}

async function openAuditLog(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(renderedRows(page).first()).toBeVisible();
}

test("the audit log loads page after page while scrolling, keeping only the visible rows in the DOM", async ({ signedInPage: page }) => {
  await openAuditLog(page);
  await expect(counter(page)).toHaveText("Showing 100 entries · scroll for more");

  let loaded = await loadedCount(page);
  for (let scrolls = 0; loaded < 500 && scrolls < 20; scrolls++) {
    await entriesRegion(page).evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect.poll(() => loadedCount(page)).toBeGreaterThan(loaded);
    loaded = await loadedCount(page);
  }
  expect(loaded).toBeGreaterThan(3 * 50);
  expect(loaded).toBeGreaterThanOrEqual(500);

  // Virtualised: the DOM holds a window of rows, not all that were loaded, and it is the deep end.
  const inDom = await renderedRows(page).count();
  expect(inDom).toBeGreaterThan(5);
  expect(inDom).toBeLessThan(60);
  // The window is the deep end of what was loaded (the last page arrived ahead of the scroll).
  const firstIndex = Number(await renderedRows(page).first().getAttribute("aria-rowindex"));
  expect(firstIndex).toBeGreaterThan(loaded - 200);
  await saveScreenshot(page, "audit-log-scrolled");
});

test("the page says how long entries are kept, beside the exports that keep them longer", async ({ signedInPage: page }) => {
  await openAuditLog(page);
  // RETENTION_AUDIT_MONTHS' default; lib/domains/retention/ removes older entries a month at a time.
  await expect(page.getByText("Entries are kept for 13 months, then removed. To keep them longer, export them before then.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export CSV" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export NDJSON" })).toBeVisible();
});

test("an entry opens in a drawer with its metadata; filters live in the URL; the CSV export follows them", async ({ signedInPage: page }) => {
  await openAuditLog(page);
  const first = renderedRows(page).first();
  const actionButton = first.getByRole("button");
  const actionLabel = (await actionButton.textContent())!;
  await actionButton.click();
  const drawer = page.getByRole("dialog", { name: actionLabel });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(/^aud_[0-9a-z]{26}$/)).toBeVisible();
  await expect(drawer.getByRole("heading", { name: "Metadata" })).toBeVisible();
  await expect(drawer.locator("pre")).toContainText("{");
  await saveScreenshot(page, "audit-entry-drawer");
  const inDrawer = await axeViolations(page);
  expect(inDrawer, `axe violations with the drawer open:\n${inDrawer}`).toBe("");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(actionButton).toBeFocused();

  await page.getByLabel("Action", { exact: true }).selectOption({ label: "Module token rotated" });
  await page.waitForURL((url) => url.searchParams.get("action") === "module.token.rotated");
  await expect(renderedRows(page).first().getByRole("button")).toHaveText("Module token rotated");
  const labels = await renderedRows(page).getByRole("button").allTextContents();
  expect(new Set(labels)).toEqual(new Set(["Module token rotated"]));
  await saveScreenshot(page, "audit-log-filtered");
  const report = await axeViolations(page);
  expect(report, `axe violations on /audit:\n${report}`).toBe("");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-acme-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs.readFileSync((await download.path())!, "utf8").split("\r\n").filter(Boolean);
  expect(lines[0]).toBe("id,occurred_at,action,actor_type,actor_id,actor_display,resource_type,resource_id,ip,user_agent,metadata");
  expect(lines.length - 1).toBeGreaterThan(0);
  expect(lines.slice(1).every((line) => line.split(",")[2] === "module.token.rotated")).toBe(true);

  await page.getByRole("button", { name: "Clear" }).click();
  await page.waitForURL((url) => url.pathname === "/audit" && url.search === "");
});

test("filters that match nothing show an empty state, and invalid ones say what is wrong", async ({ signedInPage: page }) => {
  await page.goto("/audit?resource_id=mod_01jd4y3k6efq9b8c1m2n3p4q5r");
  await expect(page.getByText("No entries match these filters.")).toBeVisible();
  await page.goto("/audit?actor_id=nobody");
  // A sentence that says what to do, not the field's name or a pattern.
  await expect(page.getByRole("alert").filter({ hasText: "could not be loaded" })).toContainText("Choose an actor from the list.");
});
