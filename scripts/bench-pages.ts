// bench:pages: how heavy and how quick each customer-area page is, against a running production
// server (npm run build && npm start, or the e2e server). Per page:
// - JS KB: scripts on the wire at a first visit (fresh browser context, nothing cached);
// - load ms: a fresh context's navigation until the page's own heading is visible;
// - nav ms: a click in the sidebar (client-side navigation, as an admin moves about) until the
//   target page's heading is visible; the median of BENCH_PAGES_ROUNDS rounds after one warm-up.
// Target: nav ≤ 500 ms. Prints figures only; the weight budget is asserted by e2e/page-weight.spec.ts.
//
//   BENCH_PAGES_URL=http://127.0.0.1:3000 npm run bench:pages
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { discoverCustomerPages, kilobytes, measureFirstLoad, type CustomerPage } from "../e2e/customer-pages";

const BASE_URL = process.env.BENCH_PAGES_URL ?? "http://127.0.0.1:3000";
const ROUNDS = Number(process.env.BENCH_PAGES_ROUNDS ?? 5);
const EMAIL = process.env.BENCH_PAGES_EMAIL ?? "admin@acme.test";
const PASSWORD = process.env.BENCH_PAGES_PASSWORD ?? "acme-demo-password";
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

async function signIn(page: Page): Promise<void> {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("heading", { level: 1, name: "Overview" }).waitFor();
}

async function timeColdLoad(browser: Browser, storageState: BrowserContextOptions["storageState"], target: CustomerPage): Promise<number> {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState });
  try {
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(target.path, { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1, name: target.heading }).waitFor();
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

/** From the overview (or, for the overview, from the audit log), click the page's sidebar link. */
async function timeNavigation(page: Page, target: CustomerPage): Promise<number> {
  const from = target.path === "/" ? "/audit" : "/";
  await page.goto(from);
  await page.waitForLoadState("networkidle");
  const started = performance.now();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: target.navLabel, exact: true }).click();
  await page.waitForURL((url) => url.pathname === target.path);
  await page.getByRole("heading", { level: 1, name: target.heading }).waitFor();
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    const storageState = await context.storageState();
    const pages = await discoverCustomerPages(page);
    console.log(`bench:pages against ${BASE_URL}, ${ROUNDS} rounds (median)`);
    console.log("page           JS KB   scripts   load ms   nav ms");
    for (const target of pages) {
      const weight = await measureFirstLoad(browser, { storageState }, BASE_URL, target);
      const loads: number[] = [];
      const navigations: number[] = [];
      await timeColdLoad(browser, storageState, target); // warm-up: the server's first render of this route
      for (let round = 0; round < ROUNDS; round++) {
        loads.push(await timeColdLoad(browser, storageState, target));
        if (target.navLabel) navigations.push(await timeNavigation(page, target));
      }
      const row = [
        target.name.padEnd(13),
        kilobytes(weight.scriptBytes).padStart(7),
        String(weight.scripts).padStart(9),
        median(loads).toFixed(0).padStart(9),
        (navigations.length ? median(navigations).toFixed(0) : "-").padStart(8),
      ].join(" ");
      console.log(row);
    }
    await context.close();
  } finally {
    await browser.close();
  }
}

await main();
