import { DEMO_ADMIN, expect, saveScreenshot, signIn, submitSignIn, test } from "./fixtures";

// The sign-in contract of the customer area: the form, its error, where it lands, signing out.

test.describe("sign-in", () => {
  test("shows the sign-in form", async ({ page }) => {
    await page.goto("/sign-in");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await saveScreenshot(page, "sign-in");
  });

  test("a wrong password shows an error and stays on sign-in", async ({ page }) => {
    await page.goto("/sign-in");
    await submitSignIn(page, { email: DEMO_ADMIN.email, password: "not-the-password" });
    // Next's route announcer also has role=alert, so look for ours by its text.
    const error = page.getByRole("alert").filter({ hasText: "not right" });
    await expect(error).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
    await saveScreenshot(page, "sign-in-error");
  });

  test("good credentials land on the overview of the default account", async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    // The account switcher's <option>s also hold account names: look at visible text only.
    await expect(page.getByText(DEMO_ADMIN.defaultAccount).filter({ visible: true }).first()).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Overview" })).toBeVisible();
    await saveScreenshot(page, "overview-light");
  });

  test("the overview in dark mode", async ({ signedInPage: page }) => {
    const isDark = () =>
      page.evaluate(() => {
        const root = document.documentElement;
        return root.classList.contains("dark") || root.dataset.theme === "dark" || root.style.colorScheme === "dark";
      });
    // The toggle may open a menu (pick "Dark") or cycle through themes (click until dark).
    const toggle = page.getByRole("button", { name: "Theme" });
    for (let attempt = 0; attempt < 3 && !(await isDark()); attempt++) {
      await toggle.click();
      const darkOption = page.getByRole("menuitemradio", { name: "Dark" }).or(page.getByRole("menuitem", { name: "Dark" }));
      if (await darkOption.first().isVisible()) await darkOption.first().click();
      await expect.poll(isDark, { timeout: 1_000 }).toBe(true).catch(() => undefined);
    }
    expect(await isDark()).toBe(true);
    await page.keyboard.press("Escape");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await saveScreenshot(page, "overview-dark");
  });
});

test.describe("signed out", () => {
  test("visiting the overview redirects to sign-in", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
  });

  test("visiting a deep link redirects to sign-in with a callbackUrl", async ({ page }) => {
    await page.goto("/some/deep/page?x=1");
    await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.has("callbackUrl"));
    const callbackUrl = new URL(page.url()).searchParams.get("callbackUrl") ?? "";
    expect(callbackUrl).toContain("/some/deep/page");
  });
});

test("signed in, the sign-in page sends the browser on to its callbackUrl only when that stays on this site", async ({ signedInPage: page, baseURL }) => {
  // A tab or newline vanishes when the browser reads the Location, and a backslash is a slash:
  // each of these would land on evil.example if the raw text were passed on.
  for (const callbackUrl of ["/\t/evil.example/", "/\n/evil.example/", "/\\/evil.example/", "//evil.example/"]) {
    const response = await page.request.get(`/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}`, { maxRedirects: 0 });
    expect(response.status(), JSON.stringify(callbackUrl)).toBe(307);
    expect(new URL(response.headers().location!, baseURL).origin, JSON.stringify(callbackUrl)).toBe(new URL(baseURL!).origin);
  }
  await page.goto(`/sign-in?callbackUrl=${encodeURIComponent("/\t/evil.example/")}`);
  await expect(page).toHaveURL((url) => url.origin === new URL(baseURL!).origin && url.pathname === "/");
  await page.goto(`/sign-in?callbackUrl=${encodeURIComponent("/tokens")}`);
  await expect(page).toHaveURL((url) => url.pathname === "/tokens");
});

test("signing out returns to sign-in and ends the session", async ({ signedInPage: page }) => {
  await page.getByRole("button", { name: "User menu" }).click();
  const signOut = page
    .getByRole("menuitem", { name: "Sign out" })
    .or(page.getByRole("button", { name: "Sign out", exact: true }));
  await signOut.first().click();
  await expect(page).toHaveURL((url) => url.pathname === "/sign-in");

  await page.goto("/");
  await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
});
