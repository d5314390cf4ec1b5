import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, saveScreenshot, test } from "./fixtures";

// Usage charts on the overview and the tokens page: 24 h / 7 d / 30 d, each with its numbers as
// a table. Screenshots light and dark, wide and narrow.

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`).join("\n")).toBe("");
}

async function screenshots(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await saveScreenshot(page, `${name}-${width}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("usage charts with tables on the overview and the tokens page", async ({ signedInPage: page, request, baseURL }) => {
  // Some traffic from a token made here, so the tokens page has something to show.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Access tokens" }).click();
  await page.getByLabel("Name").fill("e2e usage chart");
  await page.getByRole("button", { name: "Create token" }).click();
  const token = await page.getByRole("dialog", { name: "Copy your new access token" }).getByLabel("Access token").inputValue();
  await page.keyboard.press("Escape");
  for (let index = 0; index < 3; index++) await request.get(`${baseURL}/v1/modules`, { headers: { Authorization: `Bearer ${token}` } });
  await request.get(`${baseURL}/v1/modules/mod_nope/status`, { headers: { Authorization: `Bearer ${token}` } });

  await page.reload();
  const usage = page.getByRole("region", { name: "Usage" });
  await usage.getByLabel("Token").selectOption({ label: "e2e usage chart" });
  await expect(usage.getByRole("status")).toHaveText("4 requests, 0 rate limited (429)");
  await usage.getByText("Show as a table").click();
  const lastRow = usage.getByRole("table").getByRole("row").last();
  await expect(lastRow.getByRole("cell").first()).toHaveText("4");
  await expect(usage.getByRole("table").getByRole("row")).toHaveCount(25);
  await usage.getByRole("button", { name: "7 days" }).click();
  await expect(usage.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(usage.getByRole("table").getByRole("row")).toHaveCount(8);
  await expect(usage.getByRole("columnheader", { name: "Day (UTC)" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The chart sizes itself after layout: wait for its bars before the screenshots.
  await expect(usage.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await screenshots(page, "usage-tokens");

  // The tooltip follows the theme (recharts would draw it white on the dark page).
  await page.emulateMedia({ colorScheme: "dark" });
  await usage.locator(".recharts-bar-rectangle").last().hover();
  const tooltip = usage.locator(".recharts-default-tooltip");
  await expect(tooltip).toBeVisible();
  expect(await tooltip.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(24, 24, 27)");
  await saveScreenshot(page, "usage-tooltip-dark");
  await page.emulateMedia({ colorScheme: "light" });

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Overview" }).click();
  const overview = page.locator("section").filter({ has: page.getByRole("heading", { name: "API usage" }) });
  await expect(overview.getByRole("status")).toHaveText(/^\d[\d,]* requests, \d[\d,]* rate limited \(429\)$/);
  await overview.getByRole("button", { name: "30 days" }).click();
  await overview.getByText("Show as a table").click();
  await expect(overview.getByRole("table").getByRole("row")).toHaveCount(31);
  await expect(overview.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "usage-overview");
});
