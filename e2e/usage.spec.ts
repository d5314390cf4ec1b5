import type { Locator } from "@playwright/test";
import { photographBothThemes } from "./axe-and-screenshots";
import { expect, test } from "./fixtures";
import { expectAxeClean } from "./axe";

// Usage charts on the overview and the tokens page: 24 h / 7 d / 30 d, each with its numbers as
// a table. Screenshots light and dark, wide and narrow.

/** Unfolds the table unless it is open already (a new period keeps the page's open <details>). */
async function showTable(panel: Locator) {
  if (!(await panel.locator("details").evaluate((details: HTMLDetailsElement) => details.open))) await panel.getByText("Show as a table").click();
}

test("usage charts with tables on the overview and the tokens page", async ({ signedInPage: page, request, baseURL }) => {
  // Sixteen full-page screenshots: more than the default 30 s on a busy two-core machine.
  test.setTimeout(120_000);
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
  await showTable(usage);
  const lastRow = usage.getByRole("table").getByRole("row").last();
  await expect(lastRow.getByRole("cell").first()).toHaveText("4");
  await expect(usage.getByRole("table").getByRole("row")).toHaveCount(25);
  // The period is a link: the server draws the chart for it; the token stays chosen.
  await usage.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/[?&]period=7d/);
  await expect(usage.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "true");
  await expect(usage.getByLabel("Token")).toHaveValue(/^tok_/);
  await showTable(usage);
  await expect(usage.getByRole("table").getByRole("row")).toHaveCount(8);
  await expect(usage.getByRole("columnheader", { name: "Day (UTC)" })).toBeVisible();
  await expectAxeClean(page, "on the tokens page's usage");
  // The bars are in the server's HTML (no charting script): 2xx and 4xx stacked in today's bucket,
  // each bucket with its numbers as the pointer's tooltip (SVG <title>).
  const chart = usage.getByTestId("usage-chart");
  await expect(chart.locator('rect[data-series="2xx"]')).toHaveCount(1);
  await expect(chart.locator('rect[data-series="4xx"]')).toHaveCount(1);
  await expect(chart.locator("g title").last()).toHaveText(/: 4 requests \(2xx 3, 3xx 0, 4xx 1, 5xx 0; 429 0\)$/);
  await photographBothThemes(page, "usage-tokens", { width: 1440, height: 900 });

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Overview" }).click();
  const overview = page.locator("section").filter({ has: page.getByRole("heading", { name: "API usage" }) });
  await expect(overview.getByRole("status")).toHaveText(/^\d[\d,]* requests, \d[\d,]* rate limited \(429\)$/);
  await overview.getByRole("link", { name: "30 days" }).click();
  await expect(overview.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "true");
  await showTable(overview);
  await expect(overview.getByRole("table").getByRole("row")).toHaveCount(31);
  await expect(overview.getByTestId("usage-chart").locator("rect[data-series]").first()).toBeVisible();
  await expectAxeClean(page, "on the overview's usage");
  await photographBothThemes(page, "usage-overview", { width: 1440, height: 900 });
});
