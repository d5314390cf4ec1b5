import fs from "node:fs";
import path from "node:path";
import { discoverCustomerPages, kilobytes, measureFirstLoad } from "./customer-pages";
import { expect, test } from "./fixtures";

// The page-weight budget: JavaScript on the wire (encoded, i.e. compressed, script bodies) at a
// first visit of every customer-area page, in a fresh browser context so nothing is cached, up
// to network idle and a quiet second after (lazy parts the page fetches by itself included; the
// router's prefetches of other pages refused). Prints a table of figures (kept in the README's
// "Page weight" section) and fails a page above its budget.

/** 1 KB = 1 000 bytes. Every customer-area page in e2e/customer-pages.ts (a new page: one entry in components/shell/page-manifest.ts). */
const BUDGET_KB = 150;
/** The ceiling for the four live or endless pages (issue 37's decision); each keeps a budget of its own at or under it. */
const LIVE_PAGE_CEILING_KB = 175;
const LIVE_PAGES = ["modules", "module", "webhook", "audit"];
/**
 * Pages allowed more than BUDGET_KB. The explorer is Scalar's reference app (its own route,
 * issue 26) and keeps its own budget. The four live or endless pages keep
 * @tanstack/react-query (~8 KB), the customer area's chosen stack, and the audit log its
 * virtualiser (issue 37: React Query stays); they may reach LIVE_PAGE_CEILING_KB, but no page may
 * grow, so each budget stays at (just above) its size when set. Every page pays ~142 KB before its
 * own code (React, Next's router and Link, the layout and shell): the spec prints it.
 */
const OWN_BUDGET_KB: Record<string, number> = {
  explorer: 1_260,
  modules: 158,
  module: 163,
  audit: 175,
  webhook: 167,
};

test("the budgets follow the decision: 150 KB a page, the four live pages at most 175 KB, the explorer apart", () => {
  for (const [name, budget] of Object.entries(OWN_BUDGET_KB)) {
    if (name === "explorer") continue;
    expect(LIVE_PAGES, `${name} has a budget of its own but is not a live page`).toContain(name);
    expect(budget, `${name}'s budget`).toBeLessThanOrEqual(LIVE_PAGE_CEILING_KB);
  }
});

test("every customer-area page ships at most its budget of JavaScript at first load", async ({ signedInPage: page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const storageState = await page.context().storageState();
  const pages = await discoverCustomerPages(page);
  const rows: { name: string; kb: number; budget: number; scripts: number; scriptSizes: { path: string; bytes: number }[] }[] = [];
  for (const target of pages) {
    const load = await measureFirstLoad(browser, { storageState }, baseURL!, target);
    rows.push({ name: target.name, kb: load.scriptBytes / 1000, budget: OWN_BUDGET_KB[target.name] ?? BUDGET_KB, scripts: load.scripts, scriptSizes: load.scriptSizes });
  }
  console.log(
    ["page           JS KB   budget   scripts", ...rows.map((row) => `${row.name.padEnd(13)} ${kilobytes(row.kb * 1000).padStart(7)} ${String(row.budget).padStart(8)} ${String(row.scripts).padStart(9)}`)].join("\n"),
  );
  // What every page loads whatever it shows (React, Next's client runtime, the layout and the
  // shell): the floor under each page's own code, and so how much room the budget leaves it.
  const everyPage = rows.filter((row) => row.name !== "explorer");
  const shared = everyPage[0]!.scriptSizes.filter((script) => everyPage.every((row) => row.scriptSizes.some((each) => each.path === script.path)));
  const sharedBytes = shared.reduce((sum, script) => sum + script.bytes, 0);
  console.log(`shared by every page: ${shared.length} scripts, ${kilobytes(sharedBytes)} KB; room for a page's own code within ${BUDGET_KB} KB: ${kilobytes(BUDGET_KB * 1000 - sharedBytes)} KB`);
  // How much of that floor is the framework's: the build's root main files (React, React DOM,
  // Next's router and runtime) come with every App Router page whatever it renders; the rest is
  // the layouts' client code (the shell), where this project can still take something off.
  const framework = frameworkScriptPaths();
  const frameworkBytes = shared.filter((script) => framework.has(script.path)).reduce((sum, script) => sum + script.bytes, 0);
  expect(frameworkBytes, "the build's root main files are among the shared scripts").toBeGreaterThan(0);
  console.log(`of which the framework's root main files: ${kilobytes(frameworkBytes)} KB; the layouts and the shell: ${kilobytes(sharedBytes - frameworkBytes)} KB`);
  // What a page over its budget loaded, so a failure says which chunk grew or came extra.
  const over = rows
    .filter((row) => row.kb > row.budget)
    .map((row) => `${row.name}: ${row.kb.toFixed(1)} KB > ${row.budget} KB (${row.scriptSizes.map((each) => `${each.path} ${kilobytes(each.bytes)}`).join(", ")})`);
  expect(over, "pages over their JavaScript budget").toEqual([]);
});

/** The URL paths of the scripts every App Router page loads first, as this build lists them (`rootMainFiles`, polyfills). */
function frameworkScriptPaths(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.env.NEXT_DIST_DIR || ".next", "build-manifest.json"), "utf8")) as { rootMainFiles: string[]; polyfillFiles: string[] };
  return new Set([...manifest.rootMainFiles, ...manifest.polyfillFiles].map((file) => `/_next/${file}`));
}

/** The invoice's PDF viewer (react-pdf with pdf.js), fetched when the preview is asked for: at its size when set. */
const PDF_VIEWER_BUDGET_KB = 200;

test("the invoice's PDF viewer loads on request, within a budget of its own", async ({ signedInPage: page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const storageState = await page.context().storageState();
  const invoice = (await discoverCustomerPages(page)).find((each) => each.name === "invoice")!;
  const context = await browser.newContext({ storageState, baseURL });
  try {
    const viewerPage = await context.newPage();
    await viewerPage.goto(invoice.path);
    await viewerPage.waitForLoadState("networkidle");
    const sizes: Promise<number>[] = [];
    viewerPage.on("requestfinished", (request) => {
      if (request.resourceType() === "script") sizes.push(request.sizes().then((each) => each.responseBodySize));
    });
    await viewerPage.getByRole("button", { name: "Show the PDF preview" }).click();
    await expect(viewerPage.locator(".react-pdf__Page canvas")).toBeVisible({ timeout: 20_000 });
    await viewerPage.waitForLoadState("networkidle");
    const kb = (await Promise.all(sizes)).reduce((sum, each) => sum + each, 0) / 1000;
    console.log(`PDF viewer, fetched on request: ${kb.toFixed(1)} KB (budget ${PDF_VIEWER_BUDGET_KB})`);
    expect(kb, "the viewer's scripts were fetched on request").toBeGreaterThan(50);
    expect(kb, "KB of JavaScript the PDF viewer fetches").toBeLessThanOrEqual(PDF_VIEWER_BUDGET_KB);
  } finally {
    await context.close();
  }
});
