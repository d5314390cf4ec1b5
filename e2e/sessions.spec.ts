import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { checkAndPhotograph } from "./axe-and-screenshots";
import { startClockServer } from "./e2e-clock";
import { receiveMailDuringSpec } from "./mail-during-spec";
import { DEMO_ADMIN, expect, signIn, test } from "./fixtures";

// Sessions you can see and end, and sudo mode. A member (invited for the purpose, so that the
// demo admin's password and sessions stay as other specs expect) signs in from several browser
// contexts, each with a device and address of its own; the Security page lists them, ends one,
// then all others, and a password change ends the rest: each ended context lands on sign-in at
// its next navigation. Sudo mode: on a server of the spec's own whose clock is moved past ten
// minutes (libfaketime, e2e/e2e-clock.ts), a write token then asks for the password again.

const FIREFOX_ON_MACOS = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0";
const SAFARI_ON_IOS = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const run = randomBytes(2).toString("hex");
/** A documentation address of this run (TRUST_PROXY lets a test choose its client address). */
const address = (n: number) => `2001:db8:${run}::${n}`;

const { mailedLink } = receiveMailDuringSpec();

async function contextPage(browser: Browser, baseURL: string, ip: string, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ip }, ...(userAgent ? { userAgent } : {}) });
  return context.newPage();
}

/** The next navigation of an ended session lands on the sign-in form. */
async function expectSignedOut(page: Page) {
  await page.goto("/tokens");
  await page.waitForURL((url) => url.pathname === "/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
}

async function expectSignedIn(page: Page) {
  await page.goto("/tokens");
  await expect(page.getByRole("heading", { level: 1, name: "Access tokens" })).toBeVisible();
}

test("sessions are listed and ended from another context, one, all others, and by a password change", async ({ signedInPage: admin, browser, baseURL }) => {
  test.setTimeout(240_000);
  const member = { email: `sessions-${run}-${Date.now()}@acme.test`, password: "my first long password" };
  await admin.goto("/members");
  await admin.getByLabel("E-mail address", { exact: true }).fill(member.email);
  await admin.getByLabel("Role", { exact: true }).selectOption("viewer");
  await admin.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByRole("status").filter({ hasText: `Invitation sent to ${member.email}.` })).toBeVisible();
  const invitation = await mailedLink(member.email, /https?:\/\/[^\s/]+\/invitations\/[A-Za-z0-9_-]+/);

  // Here: the member's own browser, which accepts the invitation.
  const here = await contextPage(browser, baseURL!, address(1));
  await here.goto(invitation);
  await here.getByLabel("Your name").fill("Sam Sessions");
  await here.getByLabel("Choose a password").fill(member.password);
  await here.getByRole("button", { name: "Accept and sign in" }).click();
  await here.waitForURL((url) => url.pathname === "/");
  const laptop = await contextPage(browser, baseURL!, address(2), FIREFOX_ON_MACOS);
  await signIn(laptop, member);
  const phone = await contextPage(browser, baseURL!, address(3), SAFARI_ON_IOS);
  await signIn(phone, member);

  await here.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Security" }).click();
  await expect(here.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  const rows = here.getByTestId("session-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText("This session");
  await expect(rows.first()).toContainText(address(1));
  await expect(rows.filter({ hasText: "Firefox on macOS" })).toContainText(address(2));
  await expect(rows.filter({ hasText: "Safari on iOS" })).toContainText(address(3));
  await checkAndPhotograph(here, "security-sessions");

  // End one: that context is signed out at its next navigation, the others are not.
  await here.getByRole("button", { name: "End the session on Firefox on macOS" }).click();
  await expect(rows).toHaveCount(2);
  await expectSignedOut(laptop);
  await expectSignedIn(phone);

  // End all others: the phone, and the laptop signed in again.
  await signIn(laptop, member);
  await here.reload();
  await expect(rows).toHaveCount(3);
  await here.getByRole("button", { name: "End all other sessions" }).click();
  await expect(rows).toHaveCount(1);
  await expect(here.getByText("You are not signed in anywhere else.")).toBeVisible();
  await expectSignedOut(laptop);
  await expectSignedOut(phone);
  await expectSignedIn(here);

  // Change the password: a wrong current one is refused; the right one ends the other session, keeps this one.
  await signIn(laptop, member);
  await here.goto("/security");
  const newPassword = "my second long password";
  await here.getByLabel("Current password").fill("not my password at all");
  await here.getByLabel("New password").fill(newPassword);
  await here.getByRole("button", { name: "Change password" }).click();
  await expect(here.getByLabel("Current password")).toHaveAccessibleDescription("That password is not right.");
  await here.getByLabel("Current password").fill(member.password);
  await here.getByLabel("New password").fill(newPassword);
  await here.getByRole("button", { name: "Change password" }).click();
  await expect(here.getByRole("status").filter({ hasText: "Password changed. Your other session was signed out." })).toBeVisible();
  await expectSignedOut(laptop);
  await expectSignedIn(here);
  await signIn(laptop, { email: member.email, password: newPassword });
  await Promise.all([laptop.context().close(), phone.context().close(), here.context().close()]);
});

test("sudo mode asks for the password again once the server's clock is past ten minutes", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const server = await startClockServer();
  const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await signIn(page, DEMO_ADMIN);
  const createWriteToken = async (name: string) => {
    await page.getByLabel("Name").fill(name);
    await page.getByRole("checkbox", { name: /write/ }).check();
    await page.getByLabel("Validity").selectOption({ label: "1 hour" });
    await page.getByRole("button", { name: "Create token" }).click();
  };
  const created = page.getByRole("dialog", { name: "Copy your new access token" });
  const sudo = page.getByRole("dialog", { name: "Confirm it is you" });
  try {
    // Just signed in: a write token needs nothing more.
    await page.goto("/tokens");
    await createWriteToken(`sudo fresh ${run}`);
    await created.getByRole("button", { name: "Done" }).click();

    // Eleven minutes later (the server's clock): the password again, then the token.
    await server.moveClock(request, 11);
    await createWriteToken(`sudo later ${run}`);
    await expect(sudo).toBeVisible();
    await expect(sudo.getByLabel("Password")).toBeFocused();
    await checkAndPhotograph(page, "sudo-dialog");
    await sudo.getByLabel("Password").fill("not the password");
    await sudo.getByRole("button", { name: "Confirm and continue" }).click();
    await expect(sudo.getByText("That password is not right.")).toBeVisible();
    await sudo.getByLabel("Password").fill(DEMO_ADMIN.password);
    await sudo.getByRole("button", { name: "Confirm and continue" }).click();
    await expect(sudo).toBeHidden();
    await expect(created).toBeVisible();
    await created.getByRole("button", { name: "Done" }).click();
    // The proof holds for the next ten minutes: no question for the next one.
    await createWriteToken(`sudo within ${run}`);
    await expect(created).toBeVisible();
    await created.getByRole("button", { name: "Done" }).click();

    // Eleven more minutes: an invitation asks too; cancelling changes nothing.
    await server.moveClock(request, 22);
    await page.goto("/members");
    const email = `sudo-${run}@acme.test`;
    await page.getByLabel("E-mail address", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(sudo).toBeVisible();
    await sudo.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Nothing was changed: this change needs you to confirm it is you first." })).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0); // not in the pending invitations
  } finally {
    await page.context().close();
    await server.stop();
  }
});
