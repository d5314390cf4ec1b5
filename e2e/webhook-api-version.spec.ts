import { startTestReceiver } from "../lib/testing/webhook-test-receiver";
import { checkAndPhotograph } from "./axe-and-screenshots";
import { expect, test } from "./fixtures";

// An endpoint's API version (issue 33): its payloads are rendered at it. From the endpoint's page
// an admin moves it to the first version, tries the newest with an example first (the endpoint
// stays put), then moves it, and every delivery verifies with the Standard Webhooks library.

const FIRST = "2026-11-22";
const NEWEST = "2026-11-27";

test("move an endpoint between API versions, trying the new one with an example first", async ({ signedInPage: page }) => {
  const receiver = await startTestReceiver();
  try {
    await page.goto("/webhooks");
    await page.getByLabel("Endpoint URL").fill(receiver.url);
    await page.getByLabel("Description (optional)").fill("Versioned receiver");
    // Subscribed to invoices only: the demo's simulated syncs send real module.sync_state.changed
    // events to every endpoint that takes them, and this receiver must hear only the examples.
    await page.getByRole("checkbox", { name: /All events/ }).uncheck();
    await page.getByRole("checkbox", { name: /invoice\.created/ }).check();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Copy the signing secret" });
    receiver.secrets = [await dialog.getByLabel("Signing secret").inputValue()];
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Versioned receiver" })).toBeVisible();

    const section = page.getByRole("region", { name: "API version" });
    // The demo account is on the newest version, so a new endpoint is too: move it back first.
    await expect(section).toContainText(`Payloads are rendered at ${NEWEST}`);
    // The form is fetched when asked for (the page does not grow with it).
    await section.getByRole("button", { name: "Change API version" }).click();
    await section.getByLabel("Version").selectOption(FIRST);
    await expect(section).toContainText("Going back to 2026-11-22 undoes:");
    await section.getByRole("button", { name: `Move endpoint to ${FIRST}` }).click();
    await expect(section.getByRole("status")).toContainText(`The endpoint is now on ${FIRST}`);
    await page.reload();
    await expect(page.getByRole("region", { name: "Endpoint", exact: true })).toContainText(FIRST);
    await section.getByRole("button", { name: "Change API version" }).click();

    // Try the newest first: the example of the event it reshapes arrives at the newest, the endpoint stays on the first.
    await expect(section.getByLabel("Version")).toHaveValue(NEWEST);
    await expect(section).toContainText("What 2026-11-27 changes in the payloads:");
    await checkAndPhotograph(page, "webhook-api-version");
    await section.getByRole("button", { name: `Try ${NEWEST} with an example` }).click();
    await expect(section.getByRole("status")).toContainText(`Example module.sync_state.changed at ${NEWEST} queued`);
    await expect(page.getByRole("row").filter({ hasText: "module.sync_state.changed" })).toContainText("Succeeded", { timeout: 15_000 });
    expect(receiver.requests).toHaveLength(1);
    const tried = receiver.requests[0]!;
    expect(tried.verifiedWith).toEqual([0]);
    expect(tried.headers["api-version"]).toBe(NEWEST);
    expect(JSON.parse(tried.body).data.status).toHaveProperty("last_succeeded_at");
    await expect(page.getByRole("region", { name: "Endpoint", exact: true })).toContainText(FIRST);

    // An example sent the ordinary way follows the endpoint: the first version's shape.
    await page.getByLabel("Example event").selectOption("module.sync_state.changed");
    await page.getByRole("button", { name: "Send example" }).click();
    await expect.poll(() => receiver.requests.length, { timeout: 15_000 }).toBe(2);
    expect(receiver.requests[1]!.headers["api-version"]).toBe(FIRST);
    expect(JSON.parse(receiver.requests[1]!.body).data.status).toHaveProperty("last_synced_at");

    // Then move it: from now on, the newest shape.
    await section.getByRole("button", { name: `Move endpoint to ${NEWEST}` }).click();
    await expect(section.getByRole("status")).toContainText(`The endpoint is now on ${NEWEST}`);
    await page.getByRole("button", { name: "Send example" }).click();
    await expect.poll(() => receiver.requests.length, { timeout: 15_000 }).toBe(3);
    const moved = receiver.requests[2]!;
    expect(moved.verifiedWith).toEqual([0]);
    expect(moved.headers["api-version"]).toBe(NEWEST);
    expect(JSON.parse(moved.body).data.status).toHaveProperty("last_succeeded_at");
  } finally {
    await receiver.close();
  }
});
