import { mkdirSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";

// Shared fixtures for the e2e specs: the demo admin that the server seeds on an empty
// database, a page already signed in through the real form, and screenshots that survive
// the run (test-results/ is wiped by Playwright each time).

export const DEMO_ADMIN = {
  email: "admin@acme.test",
  password: "acme-demo-password",
  defaultAccount: "Acme Corp",
  otherAccount: "Globex Corporation",
} as const;

// E2E_SCREENSHOT_DIR keeps a run's screenshots elsewhere, to look at them outside the worktree.
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? path.join(import.meta.dirname, ".screenshots");

/** Writes a full-page PNG to e2e/.screenshots/<name>.png (or E2E_SCREENSHOT_DIR) and returns its path. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  // fullPage: false for what a modal or a floating panel shows over the page (the viewport is what the member sees).
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: "disabled" });
  return file;
}

/** Fills and submits the sign-in form; does not wait for where it lands. */
export async function submitSignIn(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs in as the demo admin through the real form and waits for the overview. */
export async function signIn(page: Page, credentials: { email: string; password: string } = DEMO_ADMIN): Promise<void> {
  await page.goto("/sign-in");
  await submitSignIn(page, credentials);
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
}

type Fixtures = {
  /** A page signed in as the demo admin, showing the overview. */
  signedInPage: Page;
};

export const test = base.extend<Fixtures>({
  signedInPage: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

export { expect };
