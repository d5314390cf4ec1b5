import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { startSmtpTestServer, type SmtpTestServer } from "../lib/testing/smtp-test-server";
import { currentSmtpPort } from "./e2e-smtp";
import { photographBothThemes } from "./axe-and-screenshots";
import { DEMO_ADMIN, expect, saveScreenshot, test } from "./fixtures";
import { axe, WCAG_TAGS } from "./axe";

// Members end to end: the demo admin invites a viewer from /members, the mail reaches a real SMTP
// server, the link (in a browser with no session) creates the user, the viewer reads but finds
// nothing to create, the server refuses a forged create-token call, and once the admin removes
// the viewer their next page is the sign-in form. The members, invitation and billing pages are
// scanned with axe and photographed, light and dark, wide and narrow.

let smtp: SmtpTestServer;
test.beforeAll(async () => {
  smtp = await startSmtpTestServer(currentSmtpPort());
});
test.afterAll(async () => {
  await smtp?.stop();
});

/** axe against WCAG 2.0/2.1 A and AA, in light and in dark: the violations, one per line. */
async function axeViolations(page: Page): Promise<string> {
  const found: string[] = [];
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const results = await axe(page).withTags(WCAG_TAGS).analyze();
    found.push(...results.violations.map((v) => `${scheme} ${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`));
  }
  await page.emulateMedia({ colorScheme: "light" });
  return found.join("\n");
}

async function expectAxeClean(page: Page, where: string) {
  const report = await axeViolations(page);
  expect(report, `axe violations on ${where}:\n${report}`).toBe("");
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function open(page: Page, link: string, heading: string) {
  await nav(page).getByRole("link", { name: link, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/**
 * Opens the same page as the admin and as the viewer: the admin is offered every control (so the
 * names are right), the viewer none of them.
 */
async function offeredToAdminOnly(admin: Page, viewer: Page, path: string, ready: (page: Page) => Locator, controls: RegExp[]) {
  for (const page of [admin, viewer]) {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
  }
  for (const name of controls) {
    await expect(admin.getByRole("button", { name }).first(), `the admin is offered ${name}`).toBeVisible();
    await expect(viewer.getByRole("button", { name }), `the viewer is not offered ${name}`).toHaveCount(0);
  }
}

/** A server action call as the browser makes it, captured so it can be sent again with other cookies. */
interface CapturedAction {
  path: string;
  actionId: string;
  body: string;
}

/** Creates a token through the form and returns the action call the page made. */
async function createTokenCapturingAction(page: Page, name: string): Promise<CapturedAction> {
  await open(page, "Access tokens", "Access tokens");
  await page.getByLabel("Name").fill(name);
  const request = page.waitForRequest((each) => each.method() === "POST" && !!each.headers()["next-action"]);
  await page.getByRole("button", { name: "Create token" }).click();
  const sent = await request;
  await page.getByRole("dialog", { name: "Copy your new access token" }).getByRole("button", { name: "Done" }).click();
  return { path: new URL(sent.url()).pathname, actionId: sent.headers()["next-action"]!, body: sent.postData()! };
}

/** Sends a captured action again, with the given context's cookies and another token name. */
async function replayCreateToken(request: APIRequestContext, baseURL: string, action: CapturedAction, name: string) {
  const [call] = JSON.parse(action.body) as [{ accountId: string; input: { name: string } }];
  call.input.name = name;
  const response = await request.post(action.path, {
    headers: { "Next-Action": action.actionId, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component", Origin: baseURL },
    data: JSON.stringify([call]),
  });
  return { status: response.status(), text: await response.text() };
}

test("an admin invites a viewer, who reads but cannot create, until the admin removes them", async ({ signedInPage: admin, browser, baseURL }) => {
  test.setTimeout(240_000);
  const email = `viewer-${Date.now()}@acme.test`;

  // The invitation, from /members.
  await open(admin, "Members", "Members");
  await expect(admin.getByText(`You are an owner.`)).toBeVisible();
  // The demo admin is the account's only owner, who may not leave: no button offers it.
  await expect(admin.getByRole("table", { name: "Members of this account" }).getByRole("button", { name: /^Leave/ })).toHaveCount(0);
  await admin.getByLabel("E-mail address", { exact: true }).fill(email);
  await admin.getByLabel("Role", { exact: true }).selectOption("viewer");
  await admin.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByRole("status").filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  await expect(admin.getByRole("region", { name: "Pending invitations" })).toContainText(email);
  await expectAxeClean(admin, "/members");
  await photographBothThemes(admin, "members");

  // The mail, through the outbox and SMTP.
  await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes(email)).length, { timeout: 20_000 }).toBe(1);
  const mail = smtp.mails.find((each) => each.to.includes(email))!;
  expect(mail.subject).toBe(`${DEMO_ADMIN.email} invited you to ${DEMO_ADMIN.defaultAccount}`);
  const firstLink = /\/invitations\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(firstLink, mail.text).toBeTruthy();

  // Sent again: a new link, and the first one says it was replaced rather than "not valid".
  await admin.getByRole("button", { name: `Resend the invitation to ${email}` }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Sent again with a new link." })).toBeVisible();
  await expect.poll(() => smtp.mails.filter((each) => each.to.includes(email)).length, { timeout: 20_000 }).toBe(2);
  const link = /\/invitations\/[A-Za-z0-9_-]+/.exec(smtp.mails.filter((each) => each.to.includes(email))[1]!.text)?.[0];
  expect(link).toBeTruthy();
  expect(link).not.toBe(firstLink);
  const replaced = await browser.newPage({ baseURL });
  await replaced.goto(firstLink!);
  await expect(replaced.getByRole("alert").filter({ hasText: "This link was replaced by a newer one when the invitation was sent again. Open the invitation in the latest mail." })).toBeVisible();
  await saveScreenshot(replaced, "invitation-replaced");
  await replaced.close();

  // The link in a browser with no session: name and password create the user and sign them in.
  const viewerContext = await browser.newContext({ baseURL });
  const viewer = await viewerContext.newPage();
  await viewer.goto(link!);
  await expect(viewer.getByRole("heading", { level: 1, name: `Join ${DEMO_ADMIN.defaultAccount}` })).toBeVisible();
  await expect(viewer.getByLabel("E-mail address")).toHaveValue(email);
  await expect(viewer.getByText("You are invited as a viewer:")).toBeVisible();
  await expectAxeClean(viewer, "the invitation page");
  await photographBothThemes(viewer, "invitation");
  await viewer.getByLabel("Your name").fill("Vera Viewer");
  await viewer.getByLabel("Choose a password").fill("viewer-password-123");
  await viewer.getByRole("button", { name: "Accept and sign in" }).click();
  await viewer.waitForURL((url) => url.pathname === "/");
  await expect(viewer.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();

  // The link is single-use.
  const again = await viewerContext.newPage();
  await again.goto(link!);
  await expect(again.getByRole("alert").filter({ hasText: "This invitation has already been used. Sign in instead." })).toBeVisible();
  await again.close();

  // The admin sees the new member with their role.
  await admin.reload();
  const memberRow = admin.getByRole("table", { name: "Members of this account" }).getByRole("row").filter({ hasText: email });
  await expect(memberRow).toContainText("Vera Viewer");
  await expect(memberRow.getByRole("combobox")).toHaveValue("viewer");
  // The visible select is the one named for the member (the card copy below md has an id of its own).
  await expect(memberRow.getByRole("combobox", { name: `Role of ${email}` })).toBeVisible();

  // A viewer is not mailed (notifications ask for something to be done), and the page says so.
  await open(viewer, "Notifications", "Notifications");
  await expect(viewer.getByText(/Viewers are not e-mailed about/)).toBeVisible();
  await expect(viewer.getByRole("heading", { name: "E-mail me when" })).toHaveCount(0);

  // The viewer reads invoices, but is offered nothing to create.
  await open(viewer, "Invoices", "Invoices");
  await expect(viewer.getByRole("table", { name: "Invoices, newest first" }).locator("tbody tr").first()).toBeVisible();
  await open(viewer, "Access tokens", "Access tokens");
  await expect(viewer.getByRole("heading", { name: "Your tokens" })).toBeVisible();
  await expect(viewer.getByRole("heading", { name: "Create a token" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Create token" })).toHaveCount(0);
  await open(viewer, "Webhooks", "Webhooks");
  await expect(viewer.getByRole("heading", { name: "Your endpoints" })).toBeVisible();
  await expect(viewer.getByRole("heading", { name: "Add an endpoint" })).toHaveCount(0);
  await open(viewer, "Members", "Members");
  await expect(viewer.getByRole("button", { name: "Send invitation" })).toHaveCount(0);

  // A forged create-token call: the admin's own call, sent again. With the admin's cookies it
  // creates a token (so the call is well formed); with the viewer's the server refuses it.
  const action = await createTokenCapturingAction(admin, "e2e members: admin token");
  const byAdmin = await replayCreateToken(admin.request, baseURL!, action, "e2e members: replayed by the admin");
  expect(byAdmin.status).toBe(200);
  expect(byAdmin.text).toMatch(/mis_at_[0-9A-Za-z]{38}/);
  const byViewer = await replayCreateToken(viewer.request, baseURL!, action, "e2e members: forged by the viewer");
  expect(byViewer.text).toContain("As a viewer you may not create or revoke access tokens.");
  expect(byViewer.text).not.toMatch(/mis_at_/);
  await admin.reload();
  const tokensTable = admin.getByRole("region", { name: "Your tokens" });
  await expect(tokensTable).toContainText("e2e members: replayed by the admin");
  await expect(tokensTable).not.toContainText("e2e members: forged by the viewer");

  // Per-row controls are not offered to the viewer either: on a token, a module, an endpoint
  // (with a delivery to resend), and the explorer's write option.
  const heading = (name: string) => (page: Page) => page.getByRole("heading", { level: 1, name });
  await offeredToAdminOnly(admin, viewer, "/tokens", heading("Access tokens"), [/^Revoke/, /^Request extended limit/]);
  await expect(viewer.getByRole("table", { name: "Access tokens" })).toContainText("e2e members: admin token");

  await open(admin, "Modules", "Modules");
  await admin.getByRole("table", { name: "Modules and their synchronization state" }).getByRole("link", { name: "CRM", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "CRM" })).toBeVisible();
  await offeredToAdminOnly(admin, viewer, new URL(admin.url()).pathname, heading("CRM"), [/^(Pause|Resume) sync$/, /^Rotate token$/]);

  await open(admin, "Webhooks", "Webhooks");
  await admin.getByLabel("Endpoint URL").fill("http://127.0.0.1:9/e2e-members");
  await admin.getByLabel("Description (optional)").fill("e2e members endpoint");
  await admin.getByRole("button", { name: "Add endpoint" }).click();
  await admin.getByRole("dialog", { name: "Copy the signing secret" }).getByRole("button", { name: "Done" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "e2e members endpoint" })).toBeVisible();
  await admin.getByRole("button", { name: "Send test event" }).click();
  // The test event's row: the account's other events (a module's scheduled sync, say) can reach
  // the new endpoint too, so its log is not counted.
  const testDelivery = (page: Page) =>
    page.getByRole("table", { name: "Delivery log, newest first" }).getByRole("row").filter({ hasText: "webhook.test" });
  await expect(testDelivery(admin).getByRole("button", { name: /^Resend/ })).toHaveCount(1);
  await offeredToAdminOnly(admin, viewer, new URL(admin.url()).pathname, heading("e2e members endpoint"), [
    /^Send test event$/,
    /^Recover since/,
    /^Rotate secret$/,
    /^Disable$/,
    /^Delete$/,
    /^Send example/,
    /^Resend/,
  ]);
  await expect(testDelivery(viewer).getByRole("button", { name: /^Details/ })).toHaveCount(1);
  await expect(viewer.getByRole("heading", { name: "Edit endpoint" })).toHaveCount(0);

  const credential = (page: Page) => page.getByTestId("explorer-credential");
  await offeredToAdminOnly(admin, viewer, "/explorer", credential, [/^Allow write operations$/]);
  await expect(credential(viewer)).toContainText("with read scope");

  // Billing details: the admin edits them, the viewer reads them.
  await open(admin, "Billing details", "Billing details");
  await expectAxeClean(admin, "/billing");
  await photographBothThemes(admin, "billing");
  await open(viewer, "Billing details", "Billing details");
  await expectAxeClean(viewer, "/billing as a viewer");
  await photographBothThemes(viewer, "billing-viewer");

  // The admin removes the viewer; the viewer's next navigation lands on sign-in.
  await open(admin, "Members", "Members");
  await memberRow.getByRole("button", { name: `Remove ${email}` }).click();
  const confirm = admin.getByRole("dialog", { name: "Remove Vera Viewer?" });
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByRole("table", { name: "Members of this account" })).not.toContainText(email);

  await nav(viewer).getByRole("link", { name: "Invoices", exact: true }).click();
  await viewer.waitForURL((url) => url.pathname === "/sign-in");
  await expect(viewer.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await viewerContext.close();
});
