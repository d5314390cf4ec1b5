import { randomBytes } from "node:crypto";
import { generate } from "otplib";
import { startClockServer } from "./e2e-clock";
import { DEMO_ADMIN, expect, signIn, test } from "./fixtures";

// Issue 37's probe: with a session whose last proof is over ten minutes old, a read-write OAuth
// client, a client's new secret, removing the authenticator app and new recovery codes went
// through with no fresh proof (and, found later, the explorer's write access). On a server of the
// spec's own whose clock is moved (libfaketime, e2e/e2e-clock.ts), each is now refused with
// `reauthenticate`: the page opens the same "Confirm it is you" dialog as a write token does,
// cancelling changes nothing, and the password lets the change through.

const run = randomBytes(2).toString("hex");
const NOT_CONFIRMED = "Nothing was changed: this change needs you to confirm it is you first.";

test("credential and factor changes ask for a fresh proof once the server's clock is past ten minutes", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const server = await startClockServer();
  const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  const sudo = page.getByRole("dialog", { name: "Confirm it is you" });
  // Each form shows it where it shows a refusal (an alert on a form, a status line in a section).
  const cancelled = page.getByText(NOT_CONFIRMED);
  const createClient = async (name: string) => {
    await page.getByLabel("Name").fill(name);
    await page.getByRole("radio", { name: /read and write/ }).check();
    await page.getByLabel("Token lifetime").selectOption({ label: "24 hours" });
    await page.getByRole("button", { name: "Create client" }).click();
  };
  try {
    await signIn(page, DEMO_ADMIN);

    // Just signed in: set up the authenticator app and make a read-write client, no question asked.
    await page.goto("/security");
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    await page.getByLabel("Code from the app").fill(await generate({ secret }));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByRole("list", { name: "Recovery codes" })).toBeVisible();
    await expect(sudo).toHaveCount(0);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await expect(page.getByText("Your authenticator app is on.")).toBeVisible();

    await page.goto("/oauth-clients");
    await createClient(`probe fresh ${run}`);
    const secretShown = page.getByRole("dialog", { name: "Copy your client's secret" });
    await expect(secretShown).toBeVisible();
    await secretShown.getByRole("button", { name: "Done" }).click();

    await server.moveClock(request, 11);

    // 1. A read-write client (it would mint 24-hour write tokens).
    await page.goto("/oauth-clients");
    await createClient(`probe later ${run}`);
    await expect(sudo).toBeVisible();
    await sudo.getByRole("button", { name: "Cancel" }).click();
    await expect(cancelled).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `probe later ${run}` })).toHaveCount(0);

    // 2. Rotating a client's secret.
    const row = page.getByRole("row").filter({ hasText: `probe fresh ${run}` });
    await row.getByRole("button", { name: /^Rotate secret/ }).click();
    const rotate = page.getByRole("dialog", { name: `Rotate the secret of probe fresh ${run}?` });
    await rotate.getByRole("button", { name: "Rotate secret" }).click();
    await expect(sudo).toBeVisible();
    await sudo.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog", { name: "Copy the new client secret" })).toHaveCount(0);
    // The dialog asked from says why nothing happened, where the person is looking.
    await expect(rotate.getByText(NOT_CONFIRMED)).toBeVisible();
    await rotate.getByRole("button", { name: "Cancel" }).click();

    // 3. Removing the authenticator app.
    await page.goto("/security");
    await page.getByRole("button", { name: "Remove authenticator app" }).click();
    await expect(sudo).toBeVisible();
    await sudo.getByRole("button", { name: "Cancel" }).click();
    await expect(cancelled).toBeVisible();
    await page.reload();
    await expect(page.getByText("Your authenticator app is on.")).toBeVisible();

    // 4. Write access in the explorer (a credential that could rotate a webhook's secret through /v1).
    await page.goto("/explorer");
    await page.getByRole("button", { name: "Allow write operations" }).click();
    const allowWrite = page.getByRole("dialog", { name: "Allow write operations?" });
    await allowWrite.getByRole("button", { name: "Allow write operations" }).click();
    await expect(sudo).toBeVisible();
    await sudo.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("explorer-credential")).toContainText("with read scope until");
    // Said in the dialog still open in front of the bar (it was said only in the bar, behind it).
    await expect(allowWrite.getByText(NOT_CONFIRMED)).toBeVisible();
    await allowWrite.getByRole("button", { name: "Cancel" }).click();
    await expect(allowWrite).toBeHidden();
    await expect(cancelled).toHaveCount(0);

    // 5. New recovery codes: refused until the password is given, then made.
    await page.goto("/security");
    await page.getByRole("button", { name: "Make new recovery codes" }).click();
    await expect(sudo).toBeVisible();
    await sudo.getByLabel("Password").fill(DEMO_ADMIN.password);
    await sudo.getByRole("button", { name: "Confirm and continue" }).click();
    await expect(sudo).toBeHidden();
    await expect(page.getByRole("list", { name: "Recovery codes" })).toBeVisible();
  } finally {
    await page.context().close();
    await server.stop();
  }
});
