import { checkAndPhotograph } from "./axe-and-screenshots";
import type { Browser, Page } from "@playwright/test";
import { generate } from "otplib";
import { startSmtpTestServer, type SmtpTestServer } from "../lib/testing/smtp-test-server";
import { currentSmtpPort } from "./e2e-smtp";
import { expect, submitSignIn, test } from "./fixtures";
import { TWO_FACTOR_OWNER } from "./two-factor-e2e";

// Second factors end to end, in Chromium with its virtual authenticator (the DevTools protocol,
// not a mock) and codes made here by otplib from the secret the page shows: a passkey registered
// on the Security page signs in alone and after a password, and once removed signs in no more;
// an authenticator app is set up with its QR code and secret, then signs in, and a recovery code
// works once; the account's two-factor policy sends a member without a factor to set one up.
// Each test has people of its own, invited through the Members page and a real SMTP server.

let smtp: SmtpTestServer;
test.beforeAll(async () => {
  smtp = await startSmtpTestServer(currentSmtpPort());
});
test.afterAll(async () => {
  await smtp?.stop();
});

const PASSWORD = "a member's long password";

// WebAuthn takes the RP ID from the site's domain, and an IP address is none: these specs reach the
// server as localhost (the address it listens on) rather than 127.0.0.1.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}` });

/** An invitation sent from `inviter`'s Members page, accepted in a browser of its own: that page, signed in. */
async function invitedMember(inviter: Page, browser: Browser, baseURL: string, email: string, role = "viewer"): Promise<Page> {
  await inviter.goto("/members");
  await inviter.getByLabel("E-mail address", { exact: true }).fill(email);
  await inviter.getByLabel("Role", { exact: true }).selectOption(role);
  await inviter.getByRole("button", { name: "Send invitation" }).click();
  await expect(inviter.getByRole("status").filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  const pattern = /https?:\/\/[^\s/]+\/invitations\/[A-Za-z0-9_-]+/;
  await expect.poll(() => smtp.mails.some((mail) => mail.to.includes(email) && pattern.test(mail.text)), { timeout: 30_000 }).toBe(true);
  const link = pattern.exec(smtp.mails.filter((mail) => mail.to.includes(email)).at(-1)!.text)![0];
  // The mail names the server's configured origin (its listen address, 127.0.0.1): this spec opens
  // the same path as localhost, where its WebAuthn RP ID and its cookies live.
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto(new URL(link).pathname);
  await page.getByLabel("Your name").fill("Sam Second");
  await page.getByLabel("Choose a password").fill(PASSWORD);
  await page.getByRole("button", { name: "Accept and sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  return page;
}

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/sign-in");
}

const overview = (page: Page) => expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();

/** A code for the 30-second step after `afterStep` (waiting for it): a code of a used step is refused as a replay. */
async function codeAfter(secret: string, afterStep: number): Promise<{ code: string; step: number }> {
  while (Math.floor(Date.now() / 30_000) <= afterStep) await new Promise((resolve) => setTimeout(resolve, 500));
  const now = Date.now();
  return { code: await generate({ secret, epoch: Math.floor(now / 1000) }), step: Math.floor(now / 30_000) };
}

/** On the Security page (or the setup page): sets up the authenticator app; returns its secret, the recovery codes and the step used. */
async function setUpAuthenticator(page: Page, photograph = false) {
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("That code is not right.").first()).toBeVisible();
  if (photograph) await checkAndPhotograph(page, "second-factors/security-authenticator-setup");
  const { code, step } = await codeAfter(secret, 0);
  await page.getByLabel("Code from the app").fill(code);
  await page.getByRole("button", { name: "Turn on" }).click();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list).toBeVisible();
  const codes = (await list.getByRole("listitem").allTextContents()).map((text) => text.trim());
  expect(codes).toHaveLength(10);
  if (photograph) await checkAndPhotograph(page, "second-factors/security-recovery-codes");
  await page.getByRole("button", { name: "I have saved them" }).click();
  return { secret, codes, step };
}

test("a passkey registered on the Security page signs in alone and after a password; removed, it signs in no more", async ({ signedInPage: admin, browser, baseURL }) => {
  test.setTimeout(240_000);
  const email = `passkey-${Date.now()}@acme.test`;
  const page = await invitedMember(admin, browser, baseURL!, email);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  await page.goto("/security");
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  await expect(page.getByText("You have no passkey yet.")).toBeVisible();
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Give the passkey a name")).toBeVisible();
  await page.getByLabel("Passkey name").fill("Work laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey “Work laptop” added." })).toBeVisible();
  const passkeys = page.getByRole("list", { name: "Your passkeys" });
  await expect(passkeys.getByText("Work laptop")).toBeVisible();
  await expect(passkeys.getByText("Not used yet")).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  await checkAndPhotograph(page, "second-factors/security-with-passkey");

  // A second passkey from the same device: the device refuses it (excludeCredentials), and the page says why, not "try again".
  await page.getByLabel("Passkey name").fill("Same laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "This device already holds a passkey for your account" })).toBeVisible();
  expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);

  // A passkey alone.
  await signOut(page);
  await checkAndPhotograph(page, "second-factors/sign-in");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await overview(page);

  // A password alone no longer signs in: the passkey is asked next.
  await signOut(page);
  await submitSignIn(page, { email, password: PASSWORD });
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toBeVisible();
  await expect(page.getByLabel("Authenticator code")).toHaveCount(0);
  await checkAndPhotograph(page, "second-factors/sign-in-second-factor-passkey");
  await page.getByRole("button", { name: "Use your passkey" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await overview(page);

  await page.goto("/security");
  await expect(passkeys.getByText(/Last used/)).toBeVisible();
  await page.getByRole("button", { name: "Remove passkey Work laptop" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey “Work laptop” removed." })).toBeVisible();

  // The authenticator still holds the credential; the server no longer knows it.
  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That passkey is not recognised here" })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

test("an authenticator app is set up with its QR code and signs in with its codes; a recovery code works once", async ({ signedInPage: admin, browser, baseURL }) => {
  test.setTimeout(240_000);
  const email = `totp-${Date.now()}@acme.test`;
  const page = await invitedMember(admin, browser, baseURL!, email);
  await page.goto("/security");
  const { secret, codes, step } = await setUpAuthenticator(page, true);
  await expect(page.getByText("Your authenticator app is on.")).toBeVisible();
  await expect(page.getByText("10 recovery codes left.")).toBeVisible();

  // Password, then the app's code (a wrong one first).
  await signOut(page);
  await submitSignIn(page, { email, password: PASSWORD });
  await expect(page.getByLabel("Authenticator code")).toBeVisible();
  await checkAndPhotograph(page, "second-factors/sign-in-second-factor-code");
  await page.getByLabel("Authenticator code").fill("123456");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That code or passkey is not right" })).toBeVisible();
  const next = await codeAfter(secret, step);
  await page.getByLabel("Authenticator code").fill(next.code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await overview(page);

  // A recovery code, once.
  for (const attempt of ["first", "second"] as const) {
    await signOut(page);
    await submitSignIn(page, { email, password: PASSWORD });
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    if (attempt === "first") await checkAndPhotograph(page, "second-factors/sign-in-recovery-code");
    await page.getByLabel("Recovery code").fill(codes[0]!);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    if (attempt === "first") {
      await page.waitForURL((url) => url.pathname === "/");
      await overview(page);
    } else {
      await expect(page.getByRole("alert").filter({ hasText: "That code or passkey is not right" })).toBeVisible();
      await page.getByLabel("Recovery code").fill(codes[1]!);
      await page.getByRole("button", { name: "Verify and sign in" }).click();
      await page.waitForURL((url) => url.pathname === "/");
    }
  }
  await page.goto("/security");
  await expect(page.getByText("8 recovery codes left.")).toBeVisible();

  // The journal says how each sign-in was made.
  await admin.goto("/audit");
  await expect(admin.getByText("Signed in with a password and a recovery code").first()).toBeVisible();
  await expect(admin.getByText("Signed in with a password and an authenticator code").first()).toBeVisible();
});

test("the account's two-factor policy sends a member without a second factor to set one up, and keeps the last one", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  // The owner of the policy's own account signs in with password and authenticator code.
  const owner = await (await browser.newContext({ baseURL })).newPage();
  await owner.goto("/sign-in");
  await submitSignIn(owner, TWO_FACTOR_OWNER);
  const ownerCode = await codeAfter(TWO_FACTOR_OWNER.totpSecret, 0);
  await owner.getByLabel("Authenticator code").fill(ownerCode.code);
  await owner.getByRole("button", { name: "Verify and sign in" }).click();
  await owner.waitForURL((url) => url.pathname === "/");

  // Off to begin with (a run before this one may have left it on), so the member starts without it.
  const requirement = owner.getByLabel("Require a passkey or an authenticator app from every member");
  const setRequirement = async (on: boolean, saved: string) => {
    await owner.goto("/security");
    if ((await requirement.isChecked()) === on) return;
    await requirement.setChecked(on);
    await owner.getByRole("button", { name: "Save", exact: true }).click();
    await expect(owner.getByRole("status").filter({ hasText: saved })).toBeVisible();
  };
  await setRequirement(false, "A second factor is now each member's choice.");

  const email = `policy-${Date.now()}@two-factor-e2e.test`;
  const member = await invitedMember(owner, browser, baseURL!, email, "developer");
  await overview(member);
  // A page opened before the policy changes: its actions are refused afterwards.
  await member.goto("/tokens");
  await expect(member.getByRole("heading", { level: 1, name: "Access tokens" })).toBeVisible();

  await setRequirement(true, "Members without a second factor must set one up");

  await member.getByLabel("Name").fill("made without a second factor");
  await member.getByRole("button", { name: "Create token" }).click();
  await expect(member.getByText("Your account requires two-factor sign-in. Set up a passkey or an authenticator app first.").first()).toBeVisible();

  // The member's next request lands on the setup page, whatever it asked for.
  await member.goto("/tokens");
  await member.waitForURL((url) => url.pathname === "/two-factor-setup");
  await expect(member.getByRole("heading", { level: 1, name: "Set up two-factor sign-in" })).toBeVisible();
  await checkAndPhotograph(member, "second-factors/two-factor-setup");
  // Downloads are route handlers, outside the layout and the actions: they refuse too.
  for (const download of ["/audit/export?format=csv", "/requests/export", "/invoices/inv_00000000000000000000000000/pdf"]) {
    const answer = await member.request.get(download, { maxRedirects: 0 });
    expect(answer.status(), download).toBe(403);
    expect(await answer.text(), download).toBe("Your account requires two-factor sign-in. Set up a passkey or an authenticator app first.");
  }
  await setUpAuthenticator(member);
  await member.waitForURL((url) => url.pathname === "/");
  await overview(member);

  // Its only factor stays while the policy is on.
  await member.goto("/security");
  await member.getByRole("button", { name: "Remove authenticator app" }).click();
  await expect(member.getByRole("status").filter({ hasText: "requires two-factor sign-in for every member" })).toBeVisible();
  await expect(member.getByText("Your authenticator app is on.")).toBeVisible();
});
