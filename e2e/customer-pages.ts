import type { Browser, BrowserContextOptions, Page } from "@playwright/test";

// The customer area's pages and how to measure one of them, shared by the page-weight budget
// (e2e/page-weight.spec.ts) and `npm run bench:pages` (scripts/bench-pages.ts). Types only from
// @playwright/test, so the bench script can hand in playwright-core's browser.

export interface CustomerPage {
  name: string;
  path: string;
  /** The page's h1: once it shows, the page's own content (not the loading skeleton) is on screen. */
  heading: string | RegExp;
  /** The sidebar link that leads to it, for client-side navigation; detail pages have none. */
  navLabel?: string;
}

export interface FirstLoad {
  /** Sum of the script responses' encoded (on the wire, compressed) body sizes. */
  scriptBytes: number;
  scripts: number;
  /** Each script's path and encoded size, to tell what a page over its budget loaded. */
  scriptSizes: { path: string; bytes: number }[];
}

/** How long no request may start before a page counts as settled. */
const QUIET_MS = 1_000;

export const LIST_PAGES: CustomerPage[] = [
  { name: "overview", path: "/", heading: "Overview", navLabel: "Overview" },
  { name: "modules", path: "/modules", heading: "Modules", navLabel: "Modules" },
  { name: "tokens", path: "/tokens", heading: "Access tokens", navLabel: "Access tokens" },
  { name: "oauth-clients", path: "/oauth-clients", heading: "OAuth clients", navLabel: "OAuth clients" },
  { name: "invoices", path: "/invoices", heading: "Invoices", navLabel: "Invoices" },
  { name: "webhooks", path: "/webhooks", heading: "Webhooks", navLabel: "Webhooks" },
  { name: "audit", path: "/audit", heading: "Audit log", navLabel: "Audit log" },
  { name: "requests", path: "/requests", heading: "Requests", navLabel: "Requests" },
  { name: "notifications", path: "/notifications", heading: "Notifications", navLabel: "Notifications" },
  { name: "security", path: "/security", heading: "Security", navLabel: "Security" },
  { name: "explorer", path: "/explorer", heading: "API explorer", navLabel: "API explorer" },
];

/** The list pages plus one detail page of each kind, taken from this run's data (first link of each list). */
export async function discoverCustomerPages(page: Page): Promise<CustomerPage[]> {
  const firstHref = async (path: string, prefix: string) => {
    await page.goto(path);
    const link = page.locator(`a[href^="${prefix}"]`).first();
    await link.waitFor({ state: "attached" });
    const href = await link.getAttribute("href");
    if (!href) throw new Error(`no link to ${prefix} on ${path}`);
    return href;
  };
  const modulePath = await firstHref("/modules", "/modules/mod_");
  const invoicePath = await firstHref("/invoices", "/invoices/inv_");
  await page.goto("/webhooks");
  if ((await page.locator('a[href^="/webhooks/wh_"]').count()) === 0) {
    await page.getByLabel("Endpoint URL").fill("http://127.0.0.1:9/page-weight");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  }
  const webhookPath = await firstHref("/webhooks", "/webhooks/wh_");
  const detail: CustomerPage[] = [
    { name: "module", path: modulePath, heading: /.+/ },
    { name: "invoice", path: invoicePath, heading: /Invoice/ },
    { name: "webhook", path: webhookPath, heading: /.+/ },
  ];
  return [...LIST_PAGES, ...detail];
}

/**
 * Opens the page in a context of its own (an empty HTTP cache) and adds up the scripts it
 * fetched until the network went quiet: what a first visit costs, lazy chunks included.
 */
export async function measureFirstLoad(browser: Browser, contextOptions: BrowserContextOptions, baseURL: string, target: CustomerPage): Promise<FirstLoad> {
  const context = await browser.newContext({ ...contextOptions, baseURL });
  try {
    const page = await context.newPage();
    const sizes: Promise<{ path: string; bytes: number }>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") sizes.push(request.sizes().then((each) => ({ path: new URL(request.url()).pathname, bytes: each.responseBodySize })));
    });
    // The router prefetches the pages that links in view lead to, when the browser is idle, and
    // then their scripts: the next page's cost, fetched on some runs and not on others (up to
    // 19 KB on the overview). Refusing the prefetches leaves this page's own scripts, lazy ones
    // included, on every run.
    await context.route(/[?&]_rsc=/, (route) => (route.request().headers()["next-router-prefetch"] ? route.abort() : route.fallback()));
    let lastRequestAt = Date.now();
    page.on("request", () => (lastRequestAt = Date.now()));
    await page.goto(target.path);
    await page.getByRole("heading", { level: 1, name: target.heading }).waitFor();
    await page.waitForLoadState("networkidle");
    // Lazy parts (the invoice's PDF viewer) may start after the first quiet moment on a busy
    // machine: wait for the browser's idle callback, then for a second quiet moment.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
    const giveUpAt = Date.now() + 10_000;
    while (Date.now() - lastRequestAt < QUIET_MS && Date.now() < giveUpAt) await page.waitForTimeout(100);
    const scriptSizes = await Promise.all(sizes);
    return { scriptBytes: scriptSizes.reduce((sum, each) => sum + each.bytes, 0), scripts: scriptSizes.length, scriptSizes };
  } finally {
    await context.close();
  }
}

/** Kilobytes as this project reports them (1 KB = 1 000 bytes, as the budget is written). */
export function kilobytes(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}
