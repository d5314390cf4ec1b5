// npm run screenshot:readme: the README's screenshot, taken from a running demo server so it
// shows what the demo shows today (notifications, the usage chart, the demo account's data)
// and cannot go stale by hand. Start the demo first (`npm run demo`, or `npm start` once built).
//
//   BASE_URL   the demo server (default http://localhost:3000)
//   CHROMIUM_PATH  Debian's Chromium (default /usr/bin/chromium)

import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";
const OUTPUT = path.join("public", "screenshots", "overview.png");
const DEMO_ADMIN = { email: "admin@acme.test", password: "acme-demo-password" };
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    // A laptop-sized window in the light theme: what a new user sees first.
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, colorScheme: "light" });
    const page = await context.newPage();
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(DEMO_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Overview" }).waitFor();
    // The overview's live parts (sync states, the usage chart) settle once the network is idle.
    await page.waitForLoadState("networkidle");
    // The pointer rests where "Sign in" was, over the usage chart: move it off, or a bar is highlighted.
    await page.mouse.move(0, 0);
    mkdirSync(path.dirname(OUTPUT), { recursive: true });
    await page.screenshot({ path: OUTPUT, animations: "disabled" });
    console.log(`wrote ${OUTPUT} from ${BASE_URL}`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(`readme-screenshot: ${error instanceof Error ? error.message : String(error)} (is the demo running at ${BASE_URL}?)`);
  process.exit(1);
});
