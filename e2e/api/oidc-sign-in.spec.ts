import { checkAndPhotograph } from "../axe-and-screenshots";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { startSmtpTestServer, type SmtpTestServer } from "../../lib/testing/smtp-test-server";
import { e2eOidcName } from "../e2e-oidc";
import { currentSmtpPort } from "../e2e-smtp";
import { DEMO_ADMIN, signIn } from "../fixtures";
import { providerClaimsPlacements, startTestOidcProvider, type ProviderPerson, type TestOidcProvider } from "../oidc-test-provider";
import { expect, test } from "./api-fixtures";

// Signing in through a real OpenID Connect provider (e2e/oidc-test-provider.ts: oidc-provider
// over https, trusted by the servers through NODE_EXTRA_CA_CERTS), under npm start (on PGlite:
// api-pglite) and `npm run start:web` (dist/start-web.js, Next alone, on PostgreSQL:
// api-postgres). npm start's sign-in is the same code on either database, so it runs once. The
// servers listen on 127.0.0.1; the browser calls npm start `localhost` and start:web 127.0.0.1:
// the redirect_uri must name the origin the browser used, in the authorization request and in
// the code exchange alike, or the provider refuses the code.
//
// Per server: an invitation accepted through the provider creates the user (mapping by subject
// afterwards, even once the provider reports another address); an existing user is refused while
// the provider has not verified their address, then mapped by the verified one; an unknown
// identity is refused.

let provider: TestOidcProvider;
let smtp: SmtpTestServer;
test.beforeAll(async () => {
  smtp = await startSmtpTestServer(currentSmtpPort());
});
test.afterAll(async () => {
  await smtp?.stop();
});

/** The browser's origin for a server: `localhost`, not the 127.0.0.1 it listens on. */
const browserOrigin = (serverURL: string) => serverURL.replace("127.0.0.1", "localhost");

async function freshPage(browser: Browser, origin: string): Promise<{ context: BrowserContext; page: Page }> {
  // The provider's certificate is the run's own: the browser is told to accept it; the app's
  // servers trust it properly (NODE_EXTRA_CA_CERTS).
  const context = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
  return { context, page: await context.newPage() };
}

/** At the provider: its own login page, then its consent page when it asks. */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === provider.issuer, LANDING);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password the provider accepts");
  await page.getByRole("button", { name: "Sign-in" }).click();
  const consent = page.getByRole("button", { name: "Continue" });
  const back = page.waitForURL((url) => url.origin !== provider.issuer, { timeout: 20_000 });
  await Promise.race([back, consent.click({ timeout: 20_000 }).catch(() => {})]);
  await back;
}

async function signInWithProvider(browser: Browser, origin: string, login: string, person: ProviderPerson) {
  provider.person(login, person);
  const { context, page } = await freshPage(browser, origin);
  await page.goto("/sign-in");
  await page.getByRole("button", { name: `Continue with ${e2eOidcName}` }).click();
  await signInAtProvider(page, login);
  return { context, page };
}

// A failed code exchange lands on sign-in at once: wait no longer than a slow round trip.
const LANDING = { timeout: 20_000 };

async function expectOverview(page: Page, origin: string) {
  await page.waitForURL((url) => url.origin === origin && url.pathname === "/", LANDING);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
}

async function expectRefused(page: Page, origin: string, sentence: string) {
  await page.waitForURL((url) => url.origin === origin && url.pathname === "/sign-in", LANDING);
  await expect(page.getByRole("alert").filter({ hasText: sentence })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
}

async function invite(admin: Page, email: string): Promise<string> {
  await admin.goto("/members");
  await admin.getByLabel("E-mail address", { exact: true }).fill(email);
  await admin.getByLabel("Role", { exact: true }).selectOption("viewer");
  await admin.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByRole("status").filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  await expect.poll(() => smtp.mails.some((mail) => mail.to.includes(email)), { timeout: 30_000 }).toBe(true);
  const mail = smtp.mails.find((each) => each.to.includes(email))!;
  const link = /https?:\/\/[^\s/]+\/invitations\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  return link!;
}

async function signInThroughRealProvider(browser: Browser, origin: string, label: string) {
  const run = `${label}-${Date.now()}`;
  const admin = await freshPage(browser, origin);
  await signIn(admin.page);

  // An invitation accepted through the provider: the user is created, linked to the subject.
  const invited = `oidc-new-${run}@acme.test`;
  const invitationLink = await invite(admin.page, invited);
  // The mail names the server's configured origin (no PUBLIC_ORIGIN here: its listen address,
  // 127.0.0.1), never the Host a request named; the invitee opens that path at the browser's origin.
  expect(new URL(invitationLink).origin).toBe(origin.replace("localhost", "127.0.0.1"));
  provider.person(`sub-new-${run}`, { email: invited, emailVerified: true, name: "Ada Oidc" });
  const invitee = await freshPage(browser, origin);
  await invitee.page.goto(new URL(invitationLink).pathname);
  await expect(invitee.page.getByRole("heading", { level: 1, name: `Join ${DEMO_ADMIN.defaultAccount}` })).toBeVisible();
  if (label === "npm-start-pglite-id-token") await checkAndPhotograph(invitee.page, "oidc-invitation");
  await invitee.page.getByRole("button", { name: `Accept with ${e2eOidcName}` }).click();
  await signInAtProvider(invitee.page, `sub-new-${run}`);
  await expectOverview(invitee.page, origin);
  await invitee.context.close();

  // Mapping by subject: the provider now reports another, unverified address; still the same person.
  const again = await signInWithProvider(browser, origin, `sub-new-${run}`, { email: `renamed-${run}@elsewhere.test`, emailVerified: false });
  await expectOverview(again.page, origin);
  await again.context.close();

  // An existing user (invited, with a password): refused while the provider has not verified their
  // address, then mapped by the verified address.
  const existing = `oidc-existing-${run}@acme.test`;
  const passwordLink = await invite(admin.page, existing);
  const withPassword = await freshPage(browser, origin);
  await withPassword.page.goto(new URL(passwordLink).pathname);
  await withPassword.page.getByLabel("Your name").fill("Pat Password");
  await withPassword.page.getByLabel("Choose a password").fill("a password of my own");
  await withPassword.page.getByRole("button", { name: "Accept and sign in" }).click();
  await expectOverview(withPassword.page, origin);
  await withPassword.context.close();

  const unverified = await signInWithProvider(browser, origin, `sub-unverified-${run}`, { email: existing, emailVerified: false });
  await expectRefused(unverified.page, origin, "has not verified your e-mail address");
  if (label === "npm-start-pglite-id-token") await checkAndPhotograph(unverified.page, "oidc-sign-in-refused");
  await unverified.context.close();

  const verified = await signInWithProvider(browser, origin, `sub-existing-${run}`, { email: existing, emailVerified: true });
  await expectOverview(verified.page, origin);
  await verified.context.close();

  // An identity nobody here has: refused.
  const stranger = await signInWithProvider(browser, origin, `sub-stranger-${run}`, { email: `stranger-${run}@acme.test`, emailVerified: true });
  await expectRefused(stranger.page, origin, "No one with access here signs in with that single sign-on identity.");
  await stranger.context.close();

  // The provider fails the code exchange: the page says so (the server log names the cause).
  const failing = await signInWithProvider(browser, origin, `sub-failing-${run}`, { email: existing, emailVerified: true, failCodeExchange: true });
  await expectRefused(failing.page, origin, "Single sign-on did not work. Try again, or sign in with your password.");
  await failing.context.close();
  await admin.context.close();
}

// Both ways a provider may place the e-mail claims (e2e/oidc-test-provider.ts): in the ID token,
// and, oidc-provider's default, in UserInfo alone, which the app then asks with the access token.
for (const placement of providerClaimsPlacements) {
  test.describe(`claims in ${placement === "userinfo" ? "UserInfo only (oidc-provider's default)" : "the ID token"}`, () => {
    test.beforeAll(async () => {
      provider = await startTestOidcProvider(placement);
    });
    test.afterAll(async () => {
      await provider?.stop();
    });

    // One server per project, so nothing is skipped: npm start on api-pglite, start:web on api-postgres.
    test("OIDC sign-in through a real provider, invitations included (npm start on PGlite, start:web on PostgreSQL)", async ({ browser, baseURL, project }) => {
      test.setTimeout(240_000);
      if (project.webURL) await signInThroughRealProvider(browser, project.webURL, `start-web-${placement}`);
      else await signInThroughRealProvider(browser, browserOrigin(baseURL!), `npm-start-pglite-${placement}`);
    });
  });
}

test("the callback names the browser's origin, and a proxy's only when the server trusts it", async ({ request, baseURL, project }) => {
  const forwarded = { "X-Forwarded-Host": "integrations.example.test", "X-Forwarded-Proto": "https" };
  const callbackOf = async (serverURL: string, headers: Record<string, string> = {}) =>
    ((await (await request.get(`${serverURL}/api/auth/providers`, { headers })).json()) as { oidc: { callbackUrl: string } }).oidc.callbackUrl;
  // npm start in the e2e runs stands behind a (pretend) proxy: TRUST_PROXY=true.
  expect(await callbackOf(browserOrigin(baseURL!))).toBe(`${browserOrigin(baseURL!)}/api/auth/callback/oidc`);
  // Not localhost for 127.0.0.1: the provider compares redirect URIs as strings.
  expect(await callbackOf(baseURL!)).toBe(`${baseURL}/api/auth/callback/oidc`);
  expect(await callbackOf(baseURL!, forwarded)).toBe("https://integrations.example.test/api/auth/callback/oidc");
  if (project.databaseUrl && project.webURL) {
    // start:web there has no TRUST_PROXY: a client's own X-Forwarded-Host is not the origin.
    expect(await callbackOf(project.webURL, forwarded)).toBe(`${project.webURL}/api/auth/callback/oidc`);
  }
});
