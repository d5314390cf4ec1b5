import { startGoneReceiver } from "../lib/testing/webhook-test-receiver";
import { formatDateTime, parseDateTime } from "../lib/platform/format/date-time";
import { expect, saveScreenshot, test } from "./fixtures";
import { expectAxeClean } from "./axe";

// "Recover since…" on the endpoint page: a receiver answers 410, so the test event fails and
// the endpoint is disabled; once enabled again, recovery sends the failed delivery again and
// the live log shows it succeed. Screenshots of the dialog in light and dark, wide and narrow.

// Far from UTC (UTC+13 in November), so a field read in the browser's zone would show.
test.use({ timezoneId: "Pacific/Auckland" });

let receiver: Awaited<ReturnType<typeof startGoneReceiver>>;
test.beforeEach(async () => {
  receiver = await startGoneReceiver();
});
test.afterEach(async () => receiver.close());

test("recovers a failed delivery from the endpoint page", async ({ signedInPage: page }) => {
  await page.goto("/webhooks");
  await page.getByLabel("Endpoint URL").fill(receiver.url);
  await page.getByLabel("Description (optional)").fill("recovery receiver");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await page.getByRole("dialog", { name: "Copy the signing secret" }).getByRole("button", { name: "Done" }).click();
  // Creating an endpoint lands on its page.
  await expect(page).toHaveURL(/\/webhooks\/wh_/);
  await expect(page.getByRole("heading", { level: 1, name: "recovery receiver" })).toBeVisible();

  await page.getByRole("button", { name: "Send test event" }).click();
  const delivery = page.getByRole("row").filter({ hasText: "webhook.test" });
  await expect(delivery).toContainText("Failed", { timeout: 15_000 });
  await page.reload();
  // The 410 disabled the endpoint: recovery waits until it is enabled again.
  await expect(page.getByRole("button", { name: "Recover since…" })).toBeDisabled();
  receiver.fix();
  await page.getByRole("button", { name: "Enable" }).click();
  await expect(page.getByRole("button", { name: "Recover since…" })).toBeEnabled();

  await page.getByRole("button", { name: "Recover since…" }).click();
  const dialog = page.getByRole("dialog", { name: "Recover failed deliveries" });
  const since = dialog.getByLabel("Failed since (UTC)");
  await expect(since).toBeFocused();
  // A day ago on the UTC clock of the delivery log, though this browser lives in Auckland.
  const shown = Date.parse(parseDateTime(await since.inputValue())?.instant ?? "");
  expect(Math.abs(shown - (Date.now() - 86_400_000))).toBeLessThan(5 * 60_000);
  await expectAxeClean(page, "with the recovery dialog open");
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await saveScreenshot(page, `webhook-recover-dialog-${width}`);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    await saveScreenshot(page, `webhook-recover-dialog-${width}-dark`);
    await page.emulateMedia({ colorScheme: "light" });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // A moment in the future is refused by the API, and the dialog says why beside the field.
  const utcField = (offsetMs: number) => formatDateTime(new Date(Date.now() + offsetMs));
  // Ten hours ahead: in the past on Auckland's clock, so only a field read as UTC refuses it.
  const tomorrow = utcField(10 * 3_600_000);
  await since.fill(tomorrow);
  await dialog.getByRole("button", { name: "Recover", exact: true }).click();
  await expect(dialog.getByText(/Must not be in the future/)).toBeVisible();

  const dayAgo = utcField(-86_400_000);
  await since.fill(dayAgo);
  await dialog.getByRole("button", { name: "Recover", exact: true }).click();
  await expect(dialog.getByRole("status")).toHaveText("1 failed delivery queued again: watch the delivery log.");
  await dialog.getByRole("button", { name: "Recover", exact: true }).click();
  await expect(dialog.getByRole("status")).toHaveText("No failed deliveries since then: nothing to send again.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await expect(delivery).toContainText("Succeeded", { timeout: 15_000 });
  // The test event reached the receiver twice under one message id: refused, then recovered.
  // Only its own requests count: once enabled, the endpoint (subscribed to every event type)
  // also receives what other specs do meanwhile in the shared demo account.
  const testEventIds = receiver.requests.filter((each) => JSON.parse(each.body).type === "webhook.test").map((each) => each.headers["webhook-id"]);
  expect(testEventIds).toHaveLength(2);
  expect(testEventIds[1]).toBe(testEventIds[0]);
  for (const [width, scheme] of [
    [1440, "light"],
    [1440, "dark"],
    [390, "light"],
    [390, "dark"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await saveScreenshot(page, `webhook-recovered-${width}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete this endpoint?" }).getByRole("button", { name: "Delete endpoint" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
});
