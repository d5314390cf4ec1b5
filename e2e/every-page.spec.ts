import type { Page } from "@playwright/test";
import { discoverCustomerPages, type CustomerPage } from "./customer-pages";
import { expect, saveScreenshot, test } from "./fixtures";
import { axe, WCAG_TAGS } from "./axe";
import { clippedCells, isUncovered, lineCount, linksThatLookLikeText } from "./layout-checks";

// Every page of the customer area, at a laptop (1440) and a phone (390×844) width: axe finds
// nothing, no operator or developer words show, and on the phone the content starts on the
// first screen, the menu button opens the navigation and nothing scrolls sideways. At 1440 the
// page is checked again in dark (links look like links, contrast holds), in the same visit: the
// theme follows the system's setting live. Screenshots in light and dark land in
// e2e/.screenshots/pages/ to be looked at.

const DEVELOPER_WORDS = ["npm run", "cli --", "repository", "clients/"];
const WIDTHS = [
  { name: "1440", width: 1440, height: 900 },
  { name: "390", width: 390, height: 844 },
] as const;

type PageUnderTest = CustomerPage;

/** axe's violations on the page, by WCAG tag, or by the rules named (`rules`). */
async function axeReport(page: Page, rules?: string[]): Promise<string> {
  // The explorer's reference is Scalar's own DOM (a third-party app): e2e/explorer.spec.ts reports it apart.
  const builder = axe(page);
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS)).exclude(".explorer-reference").analyze();
  return results.violations
    .map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    - ${n.target.join(" ")}`).join("\n")}`)
    .join("\n");
}

async function openPage(page: Page, target: PageUnderTest) {
  await page.goto(target.path);
  await expect(page.getByRole("heading", { level: 1, name: target.heading })).toBeVisible();
  // Let client-rendered parts (the explorer, the PDF preview, live tables) settle.
  await page.waitForLoadState("networkidle");
}

async function expectNoDeveloperWords(page: Page, where: string) {
  const text = await page.locator("body").innerText();
  for (const word of DEVELOPER_WORDS) expect(text, `"${word}" on ${where}`).not.toContain(word);
}

/** Links that read as text, and axe's two rules on links and contrast (the full scan runs in light). */
async function linkAndContrastReport(page: Page, where: string) {
  expect(await linksThatLookLikeText(page), `links that look like text on ${where}`).toEqual([]);
  const report = await axeReport(page, ["link-in-text-block", "color-contrast"]);
  expect(report, `axe on ${where}:\n${report}`).toBe("");
}

/** Screenshots in light, then in dark; with `checkDark`, the links and contrast are checked in dark too. */
async function screenshotBothThemes(page: Page, name: string, checkDark?: { where: string }) {
  await saveScreenshot(page, `pages/${name}-light`);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  if (checkDark) await linkAndContrastReport(page, `${checkDark.where} in dark`);
  await saveScreenshot(page, `pages/${name}-dark`);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
}

test.describe.configure({ timeout: 240_000 });

for (const size of WIDTHS) {
  // On a laptop the page is checked in dark too; on a phone the layout is.
  const laptop = size.width >= 768;
  test(`every page at ${size.name} wide: axe-clean, customers' words, screenshots${laptop ? ", links and contrast in dark" : ""}`, async ({ signedInPage: page }) => {
    const pages = await discoverCustomerPages(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const target of pages) {
      await openPage(page, target);
      const where = `${target.path} at ${size.name}`;
      const report = await axeReport(page);
      expect(report, `axe violations on ${where}:\n${report}`).toBe("");
      await expectNoDeveloperWords(page, where);
      if (!laptop) {
        const heading = await page.getByRole("heading", { level: 1 }).first().boundingBox();
        expect(heading!.y, `heading of ${where} starts on the first screen`).toBeLessThan(size.height / 2);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      if (laptop) expect(await linksThatLookLikeText(page), `links that look like text on ${where}`).toEqual([]);
      await screenshotBothThemes(page, `${target.name}-${size.name}`, laptop ? { where } : undefined);
    }
  });
}

test("on a phone the menu button opens the navigation, and a link closes it", async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();
  await saveScreenshot(page, "pages/menu-open-390");
  await nav.getByRole("link", { name: "Access tokens" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Access tokens" })).toBeVisible();
  await expect(nav).toBeHidden();
  // Every token's Revoke is reachable without scrolling sideways.
  const revoke = page.getByRole("button", { name: /^Revoke/ }).first();
  await revoke.scrollIntoViewIfNeeded();
  const box = await revoke.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

test("links look like links in both themes: the issue's examples are underlined", async ({ signedInPage: page }) => {
  // Every page is checked in both themes by the walk at 1440 above; a first load in dark is too.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/tokens");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  const requestLimit = page.getByRole("button", { name: /^Request extended limit/ }).first();
  await expect(requestLimit).toHaveCSS("text-decoration-line", "underline");
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await expect(page.getByRole("link", { name: /^All modules/ })).toHaveCSS("text-decoration-line", "underline");
});

test.describe("on a phone (390 wide)", () => {
  test.beforeEach(async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test("the explorer's Try-it leaves the header's Menu button free", async ({ signedInPage: page }) => {
    await page.goto("/explorer");
    await expect(page.getByRole("heading", { level: 1, name: "API explorer" })).toBeVisible();
    // On a phone Scalar's sidebar sits behind its own menu button.
    const reference = page.locator(".explorer-reference");
    await reference.getByRole("button", { name: "Open Menu" }).click();
    await reference.getByText("List modules", { exact: true }).filter({ visible: true }).first().click();
    await page.getByRole("button", { name: /Test Request.*\(get \/v1\/modules\)/ }).first().click();
    const client = page.getByRole("dialog", { name: "API Client" });
    await expect(client).toBeVisible();
    await expect(page.locator(".scalar-container")).toHaveCSS("opacity", "1"); // faded in
    await page.screenshot({ path: "e2e/.screenshots/pages/explorer-try-it-390.png" });
    // Scalar's sidebar toggle sits at the top left: nothing of the address bar is drawn under it.
    const toggle = (await client.getByRole("button", { name: "Show sidebar" }).boundingBox())!;
    const server = (await client.getByRole("button", { name: /^Server:/ }).boundingBox())!;
    const overlaps = toggle.x < server.x + server.width && server.x < toggle.x + toggle.width && toggle.y < server.y + server.height && server.y < toggle.y + toggle.height;
    expect(overlaps, "the sidebar toggle is drawn over the server URL").toBe(false);
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    expect(await isUncovered(menu), "the Menu button is drawn over").toBe(true);
    // And it works: the navigation opens over the Try-it panel.
    await menu.click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    expect(await isUncovered(nav.getByRole("link", { name: "Access tokens" })), "the navigation is drawn under the Try-it panel").toBe(true);
  });

  test("the audit table shows whole columns and whole action names", async ({ signedInPage: page }) => {
    await page.goto("/audit");
    await expect(page.locator("[data-audit-row]").first()).toBeVisible();
    const region = page.getByRole("region", { name: "Audit entries, newest first" });
    expect(await clippedCells(region.locator("table")), "clipped cells").toEqual([]);
    const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, "the table scrolls sideways").toBeLessThanOrEqual(0);
    await saveScreenshot(page, "pages/audit-table-390");
  });

  test("the invoice preview's toolbar is one line", async ({ signedInPage: page }) => {
    await page.goto("/invoices");
    const href = await page.locator('a[href^="/invoices/inv_"]').first().getAttribute("href");
    await page.goto(href!);
    await page.getByRole("button", { name: "Show the PDF preview" }).click();
    const toolbar = page.getByRole("toolbar", { name: "Preview controls" });
    await expect(toolbar).toBeVisible();
    expect(await lineCount(toolbar), "lines the toolbar takes").toBe(1);
    const box = (await toolbar.boundingBox())!;
    expect(box.x + box.width, "the toolbar fits the screen").toBeLessThanOrEqual(390);
  });
});

test("a problem's type links to its entry on the public errors page", async ({ browser, request, baseURL }) => {
  const problem = (await (await request.get(`${baseURL}/v1/modules`)).json()) as { type: string; code: string };
  expect(problem.code).toBe("unauthorized");
  const type = new URL(problem.type);
  expect(`${type.origin}${type.pathname}`).toBe(`${baseURL}/docs/errors`);
  expect(type.hash).toBe("#unauthorized");
  // No session: an integrator follows the link from a log.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(problem.type);
  await expect(page.getByRole("heading", { level: 1, name: "Error codes" })).toBeVisible();
  await expect(page.locator("#unauthorized")).toContainText("Authentication required");
  await expect(page.locator("#validation_failed")).toContainText("422");
  const results = await axe(page).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await saveScreenshot(page, "pages/docs-errors");
  await context.close();
});

test("the explorer offers each client library as a zip built from its folder", async ({ signedInPage: page, request, baseURL }) => {
  await page.goto("/explorer");
  for (const label of ["TypeScript", "Python", "PHP"]) {
    const link = page.getByRole("link", { name: `${label} client library (zip)` });
    const response = await request.get(`${baseURL}${await link.getAttribute("href")}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/zip");
    const bytes = await response.body();
    // A zip starts with a local file header; the archive holds the library's README.
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    expect(bytes.includes(Buffer.from("README.md"))).toBe(true);
  }
  expect((await request.get(`${baseURL}/downloads/integrations-client-cobol.zip`)).status()).toBe(404);
});
