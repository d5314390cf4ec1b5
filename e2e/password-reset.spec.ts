import { receiveMailDuringSpec } from "./mail-during-spec";
import { checkAndPhotograph } from "./axe-and-screenshots";
import { expect, signIn, submitSignIn, test } from "./fixtures";

// "Forgot password?" end to end: a member (invited, with a password) asks for a link on the
// sign-in page, the mail reaches a real SMTP server, the link sets a new password and signs in,
// the member's other session is signed out on its next navigation, the old password and the
// used link are refused, and an unknown address gets the same answer. Her reset is asked for as
// an attacker would: under a Host of theirs; the mailed link still names this server.

const { mailedLink } = receiveMailDuringSpec();

test("a forgotten password is reset through a mailed link, which ends the member's other sessions", async ({ signedInPage: admin, browser, baseURL }) => {
  test.setTimeout(180_000);
  const email = `reset-${Date.now()}@acme.test`;
  const firstPassword = "my first long password";
  const newPassword = "my second long password";

  // A member with a password, signed in (context "elsewhere").
  await admin.goto("/members");
  await admin.getByLabel("E-mail address", { exact: true }).fill(email);
  await admin.getByLabel("Role", { exact: true }).selectOption("viewer");
  await admin.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByRole("status").filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  const invitation = await mailedLink(email, /https?:\/\/[^\s/]+\/invitations\/[A-Za-z0-9_-]+/);
  const elsewhere = await (await browser.newContext({ baseURL })).newPage();
  await elsewhere.goto(invitation);
  await elsewhere.getByLabel("Your name").fill("Rita Reset");
  await elsewhere.getByLabel("Choose a password").fill(firstPassword);
  await elsewhere.getByRole("button", { name: "Accept and sign in" }).click();
  await elsewhere.waitForURL((url) => url.pathname === "/");

  // Forgot password? The same answer for an unknown address and for hers.
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(`nobody-${Date.now()}@acme.test`);
  await page.getByRole("button", { name: "Send me a link" }).click();
  const answer = page.getByRole("status").filter({ hasText: "If that address belongs to someone with access here" });
  await expect(answer).toBeVisible();
  const unknownAnswer = await answer.textContent();
  await checkAndPhotograph(page, "forgot-password");
  // Password-reset poisoning: the form posted with a Host (and, as a proxy would pass it on, an
  // X-Forwarded-Host and a matching Origin) of the attacker's. Before the fix its mail linked there.
  await page.route("**/forgot-password", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const forged = { host: "attacker.example", "x-forwarded-host": "attacker.example", origin: "http://attacker.example" };
    await route.fulfill({ response: await route.fetch({ headers: { ...route.request().headers(), ...forged } }) });
  });
  await page.getByLabel("Email").fill(email);
  const posted = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/forgot-password");
  await page.getByRole("button", { name: "Send me a link" }).click();
  expect((await posted).status()).toBe(200);
  await expect(answer).toHaveText(unknownAnswer!);
  await page.unroute("**/forgot-password");

  // The mail, through the outbox and SMTP; the link sets the new password and signs in.
  const link = await mailedLink(email, /https?:\/\/[^\s/]+\/reset-password\/[A-Za-z0-9_-]+/);
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await checkAndPhotograph(page, "reset-password");
  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByText("Use at least 12 characters.")).toBeVisible();
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();

  // The other session ends on its next navigation; the new one goes on.
  await elsewhere.goto("/invoices");
  await elsewhere.waitForURL((url) => url.pathname === "/sign-in");
  await page.goto("/invoices");
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();

  // The link works once; the old password no longer does, the new one does.
  const again = await (await browser.newContext({ baseURL })).newPage();
  await again.goto(link);
  await expect(again.getByRole("alert").filter({ hasText: "This reset link has already been used." })).toBeVisible();
  await again.goto("/sign-in");
  await submitSignIn(again, { email, password: firstPassword });
  await expect(again.getByRole("alert").filter({ hasText: "not right" })).toBeVisible();
  await signIn(again, { email, password: newPassword });
});
