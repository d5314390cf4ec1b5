// bench:pages: how heavy and how quick each customer-area page is, against a running production
// server (npm run build && npm start, or the e2e server). Per page:
// - JS KB: scripts on the wire at a first visit (fresh browser context, nothing cached);
// - load: a cold load (a fresh context, nothing cached) until the page's own heading is visible;
// - nav: a click in the sidebar (client-side navigation, as an admin moves about) until the
//   target page's heading is visible (detail pages: a click on their link in the list);
// each the median and the 90th percentile (nearest rank) of BENCH_PAGES_ROUNDS rounds (at most
// 50) after one warm-up, and for each click the timing of its request for the server's render
// (when it made one). Target: navigation → content visible ≤ 500 ms at p90. Prints figures only
// (timed tests would fail on a busy machine); the weight budget is asserted by
// e2e/page-weight.spec.ts.
//
//   BENCH_PAGES_URL=http://127.0.0.1:3000 [BENCH_PAGES_ROUNDS=7] [BENCH_PAGES_ONLY=tokens,module] npm run bench:pages
import os from "node:os";
import { chromium, type Browser, type BrowserContextOptions, type Page, type Request } from "playwright-core";
import { discoverCustomerPages, kilobytes, measureFirstLoad, type CustomerPage } from "../e2e/customer-pages";

const BASE_URL = process.env.BENCH_PAGES_URL ?? "http://127.0.0.1:3000";
/** Only these pages (comma-separated names), e.g. BENCH_PAGES_ONLY=module,invoice. */
const ONLY = process.env.BENCH_PAGES_ONLY?.split(",").filter(Boolean);
const ROUNDS = Math.min(50, Math.max(1, Number(process.env.BENCH_PAGES_ROUNDS ?? 7)));
/** The target the issue sets for navigation → content visible. */
const TARGET_MS = 500;
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

/** Where a click leads to the page: its sidebar link, or for a detail page its link in its list. */
function linkTo(page: Page, target: CustomerPage) {
  if (target.navLabel) return { from: target.path === "/" ? "/audit" : "/", link: page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: target.navLabel, exact: true }) };
  const list = `/${target.path.split("/")[1]}`;
  // The visible one: below md the list is drawn as cards, from md up as a table.
  return { from: list, link: page.locator(`main a[href="${target.path}"]`).filter({ visible: true }).first() };
}

interface Navigation {
  /** Click to heading visible, as this script sees it: Playwright's click(), then its waits for the address and the heading. */
  ms: number;
  /**
   * Click to heading painted, as the page sees it: from the click event's time to the frame after
   * the heading (with the page's address) is in the document and visible, on the page's clock. Without
   * Playwright's own round trips (the click's actionability checks, the waits' polling).
   */
  inPageMs: number;
  /**
   * The router's request for the page's server render (an RSC request that is no prefetch), if the
   * click made one: ms until its first byte (the server's render up to its first flush) and until
   * its last (the streamed rest), from the request's start.
   */
  render?: { firstByteMs: number; lastByteMs: number };
}

/** The router's own request for a page (not a prefetch): `_rsc` in the address, no prefetch header. */
function isNavigationRender(request: Request, path: string): boolean {
  const url = new URL(request.url());
  if (url.pathname !== path || !url.searchParams.has("_rsc")) return false;
  return !Object.keys(request.headers()).some((name) => name.startsWith("next-router-prefetch") || name.startsWith("next-router-segment-prefetch"));
}

/** From the overview (for the overview, the audit log; for a detail page, its list), click the link to the page. */
async function timeNavigation(page: Page, target: CustomerPage): Promise<Navigation> {
  const { from, link } = linkTo(page, target);
  await page.goto(from);
  await page.waitForLoadState("networkidle");
  const renders: Request[] = [];
  const onRequest = (request: Request) => void (isNavigationRender(request, target.path) && renders.push(request));
  page.on("request", onRequest);
  await page.evaluate(watchForHeading, { path: target.path, heading: headingPattern(target.heading) });
  const started = performance.now();
  await link.click();
  await page.waitForURL((url) => url.pathname === target.path);
  await page.getByRole("heading", { level: 1, name: target.heading }).waitFor();
  const ms = performance.now() - started;
  const inPageMs = await page.evaluate(() => (window as unknown as { __headingPainted: Promise<number> }).__headingPainted);
  // The render's last bytes may arrive after the heading shows.
  await page.waitForLoadState("networkidle");
  page.off("request", onRequest);
  const timing = renders[0]?.timing();
  if (!timing || timing.responseStart < 0) return { ms, inPageMs };
  // responseEnd stays -1 when Playwright did not see the stream end (it reports no end for some).
  const lastByteMs = timing.responseEnd >= 0 ? timing.responseEnd - timing.requestStart : Number.NaN;
  return { ms, inPageMs, render: { firstByteMs: timing.responseStart - timing.requestStart, lastByteMs } };
}

/** A heading's accessible name as getByRole matches it: a string case-insensitively within, a RegExp as is. */
const headingPattern = (heading: string | RegExp) =>
  typeof heading === "string" ? { source: heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), flags: "i" } : { source: heading.source, flags: heading.flags };

/**
 * Runs in the page before the click: notes the click event's time, and resolves
 * `window.__headingPainted` with the ms from it to the first animation frame in which an `h1`
 * matching the heading is visible at the target path (checked every frame, so at most one frame,
 * 17 ms, late).
 */
function watchForHeading({ path, heading }: { path: string; heading: { source: string; flags: string } }): void {
  const pattern = new RegExp(heading.source, heading.flags);
  let clickedAt: number | null = null;
  addEventListener("click", (event) => (clickedAt ??= event.timeStamp), { capture: true, once: true });
  // No named function here (tsx would wrap it in a helper the page does not have): the frame
  // callback is kept on an object to call itself again.
  (window as unknown as { __headingPainted: Promise<number> }).__headingPainted = new Promise((resolve) => {
    const frame: { check?: FrameRequestCallback } = {};
    frame.check = (now) => {
      const shown = clickedAt !== null && location.pathname === path && [...document.querySelectorAll("h1")].some((h1) => pattern.test(h1.textContent?.trim() ?? "") && h1.checkVisibility());
      if (shown) resolve(now - clickedAt!);
      else requestAnimationFrame(frame.check!);
    };
    requestAnimationFrame(frame.check);
  });
}

const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(" ");

/** The value at the given rank (nearest-rank percentile): 50 is the median. */
const percentile = (values: number[], rank: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((rank / 100) * values.length) - 1)] ?? Number.NaN;
const ms = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(0));

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    const storageState = await context.storageState();
    const pages = await discoverCustomerPages(page);
    console.log(`bench:pages against ${BASE_URL}, ${ROUNDS} rounds, ${new Date().toISOString()}, load average ${loadAverage()}`);
    console.log(`ms to the page's heading visible: load (a cold load); nav, from a click in the sidebar, as the page's own clock sees it (click`);
    console.log(`event to the frame after the heading shows; target p90 ≤ ${TARGET_MS} ms), and pw p90 as this script sees it (Playwright's click() and`);
    console.log("waits, their own round trips included); render: the click's request for the server's render, ms to its first byte");
    console.log("(p50/p90) and to its last (p90), and in how many clicks it was made");
    console.log("page           JS KB   scripts   load p50   load p90   nav p50   nav p90    pw p90   render 1st p50/p90   last p90   renders");
    const slow: string[] = [];
    for (const target of pages.filter((each) => !ONLY || ONLY.includes(each.name))) {
      const weight = await measureFirstLoad(browser, { storageState }, BASE_URL, target);
      const loads: number[] = [];
      const navigations: Navigation[] = [];
      await timeColdLoad(browser, storageState, target); // warm-up: the server's first render of this route
      for (let round = 0; round < ROUNDS; round++) {
        loads.push(await timeColdLoad(browser, storageState, target));
        navigations.push(await timeNavigation(page, target));
      }
      const times = navigations.map((navigation) => navigation.inPageMs);
      const playwrightTimes = navigations.map((navigation) => navigation.ms);
      const renders = navigations.flatMap((navigation) => (navigation.render ? [navigation.render] : []));
      const firstBytes = renders.map((render) => render.firstByteMs);
      const row = [
        target.name.padEnd(13),
        kilobytes(weight.scriptBytes).padStart(7),
        String(weight.scripts).padStart(9),
        ms(percentile(loads, 50)).padStart(10),
        ms(percentile(loads, 90)).padStart(10),
        ms(percentile(times, 50)).padStart(9),
        ms(percentile(times, 90)).padStart(9),
        ms(percentile(playwrightTimes, 90)).padStart(9),
        `${ms(percentile(firstBytes, 50))}/${ms(percentile(firstBytes, 90))}`.padStart(20),
        ms(percentile(renders.map((render) => render.lastByteMs).filter((value) => !Number.isNaN(value)), 90)).padStart(10),
        `${renders.length}/${navigations.length}`.padStart(9),
      ].join(" ");
      console.log(row);
      if (percentile(times, 90) > TARGET_MS) slow.push(target.name);
    }
    console.log(slow.length ? `navigation p90 above ${TARGET_MS} ms: ${slow.join(", ")}` : `every navigation p90 within ${TARGET_MS} ms`);
    console.log(`load average at the end ${loadAverage()}`);
    await context.close();
  } finally {
    await browser.close();
  }
}

await main();
