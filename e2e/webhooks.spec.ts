import { startTestReceiver, type TestReceiver } from "../lib/testing/webhook-test-receiver";
import { expect, saveScreenshot, test } from "./fixtures";
import { expectAxeClean } from "./axe";

// Webhooks in the customer area: register an endpoint on a receiver started here (plain http
// to 127.0.0.1, which the embedded demo server allows), see the secret once, send a test event
// and watch it arrive, verified, and show up as succeeded in the live delivery log.

let receiver: TestReceiver;
test.beforeEach(async () => {
  receiver = await startTestReceiver();
});
test.afterEach(async () => receiver.close());

test("an endpoint registered in the UI receives a verified test event, shown as succeeded without reload", async ({
  signedInPage: page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Webhooks" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
  await expectAxeClean(page, "on the webhooks page");

  // An SSRF target is refused beside the field.
  await page.getByLabel("Endpoint URL").fill("https://169.254.169.254/latest/meta-data/");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByText(/is cloud metadata/)).toBeVisible();

  await page.getByLabel("Endpoint URL").fill(receiver.url);
  await page.getByLabel("Description (optional)").fill("e2e receiver");
  await page.getByRole("checkbox", { name: /All events/ }).uncheck();
  await page.getByRole("checkbox", { name: /webhook\.test/ }).check();
  await page.getByRole("checkbox", { name: /invoice\.created/ }).check();
  await saveScreenshot(page, "webhooks-create-form");
  await page.getByRole("button", { name: "Add endpoint" }).click();

  const dialog = page.getByRole("dialog", { name: "Copy the signing secret" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("This is the only time the secret is shown.");
  const field = dialog.getByLabel("Signing secret");
  await expect(field).toBeFocused();
  const secret = await field.inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  receiver.secrets = [secret];
  await dialog.getByRole("button", { name: "Copy", exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await saveScreenshot(page, "webhooks-secret-dialog");
  await expectAxeClean(page, "with the secret dialog open");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);

  // Closing the secret dialog lands on the new endpoint's page; the list shows it too.
  await expect(page.getByRole("heading", { level: 1, name: "e2e receiver" })).toBeVisible();
  await expect(page).toHaveURL(/\/webhooks\/wh_/);
  const endpointUrl = page.url();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Webhooks" }).click();
  const row = page.getByRole("row").filter({ hasText: receiver.url });
  await expect(row).toContainText("Enabled");
  await expect(row).toContainText("e2e receiver");
  await saveScreenshot(page, "webhooks");
  await page.goto(endpointUrl);
  await expect(page.getByRole("heading", { level: 1, name: "e2e receiver" })).toBeVisible();
  await expect(page.getByText("No deliveries yet.")).toBeVisible();
  await expectAxeClean(page, "on the endpoint page");

  await page.getByRole("button", { name: "Send test event" }).click();
  await expect(page.getByText("Test event queued")).toBeVisible();
  const delivery = page.getByRole("row").filter({ hasText: "webhook.test" });
  // The log polls: the delivery turns succeeded without a reload.
  await expect(delivery).toContainText("Succeeded", { timeout: 15_000 });
  await expect(delivery).toContainText("200");
  await expect(delivery).toContainText(/\d+ ms/);
  expect(receiver.requests).toHaveLength(1);
  expect(receiver.requests[0]!.verifiedWith).toEqual([0]);
  const msgId = String(receiver.requests[0]!.headers["webhook-id"]);
  await expect(delivery).toContainText(msgId);
  await saveScreenshot(page, "webhook-endpoint");
  // Dark mode follows the system preference: the same page must stay readable there.
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await saveScreenshot(page, "webhook-endpoint-dark");
  await expectAxeClean(page, "on the endpoint page in dark mode");
  await page.emulateMedia({ colorScheme: "light" });

  await delivery.getByRole("button", { name: /^Details/ }).click();
  const detail = page.getByRole("dialog", { name: "Delivery details" });
  await expect(detail).toContainText(msgId);
  await expect(detail).toContainText("Attempt 1");
  await expect(detail).toContainText('"type": "webhook.test"');
  await detail.getByText("Request headers").click();
  await expect(detail).toContainText(`webhook-id: ${msgId}`);
  await saveScreenshot(page, "webhook-delivery-detail");
  await expectAxeClean(page, "with the delivery detail open");
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();

  // The verification snippets switch by keyboard.
  const typescript = page.getByRole("tab", { name: "TypeScript" });
  await typescript.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Python" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("from standardwebhooks import Webhook");

  // Rotate: the new secret is shown once; delete after a confirmation.
  await page.getByRole("button", { name: "Rotate secret" }).click();
  await page.getByRole("dialog", { name: "Rotate the signing secret?" }).getByRole("button", { name: "Rotate secret" }).click();
  const rotated = page.getByRole("dialog", { name: "Copy the new signing secret" });
  const newSecret = await rotated.getByLabel("Signing secret").inputValue();
  expect(newSecret).not.toBe(secret);
  await rotated.getByRole("button", { name: "Done" }).click();

  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this endpoint?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete endpoint" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: receiver.url })).toHaveCount(0);
});
