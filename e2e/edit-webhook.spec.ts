import { startTestReceiver } from "../lib/testing/webhook-test-receiver";
import { expect, test } from "./fixtures";

// An endpoint is edited in place: URL and events change, survive a reload, and the signing
// secret stays the one shown at creation (the API and the verification would otherwise break).

test("edit a webhook's URL and events; after a reload both are changed and the secret is not", async ({ signedInPage: page }) => {
  const before = await startTestReceiver();
  const after = await startTestReceiver();
  try {
    await page.goto("/webhooks");
    await page.getByLabel("Endpoint URL").fill(before.url);
    await page.getByLabel("Description (optional)").fill("Edit me");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Copy the signing secret" });
    const secret = await dialog.getByLabel("Signing secret").inputValue();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit me" })).toBeVisible();

    const form = page.getByRole("form", { name: "Edit endpoint" });
    await form.getByLabel("Endpoint URL").fill(after.url);
    await form.getByRole("checkbox", { name: /All events/ }).uncheck();
    await form.getByRole("checkbox", { name: /invoice\.created/ }).check();
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(form.getByRole("status")).toContainText("Saved. The signing secret is unchanged.");

    await page.reload();
    const reloaded = page.getByRole("form", { name: "Edit endpoint" });
    await expect(reloaded.getByLabel("Endpoint URL")).toHaveValue(after.url);
    await expect(reloaded.getByRole("checkbox", { name: /All events/ })).not.toBeChecked();
    await expect(reloaded.getByRole("checkbox", { name: /invoice\.created/ })).toBeChecked();
    await expect(reloaded.getByRole("checkbox", { name: /token\.created/ })).not.toBeChecked();

    // The secret is unchanged: a test event reaches the new URL signed with the secret shown at creation.
    after.secrets = [secret];
    await page.getByRole("button", { name: "Send test event" }).click();
    await expect(page.getByRole("row").filter({ hasText: "webhook.test" })).toContainText("Succeeded", { timeout: 15_000 });
    expect(after.requests).toHaveLength(1);
    expect(after.requests[0]!.verifiedWith).toEqual([0]);
    expect(before.requests).toHaveLength(0);

    // "Send example" delivers any event type's example, signed the same way.
    await page.getByLabel("Example event").selectOption("token.revoked");
    await page.getByRole("button", { name: "Send example" }).click();
    await expect(page.getByRole("row").filter({ hasText: "token.revoked" })).toContainText("Succeeded", { timeout: 15_000 });
    expect(JSON.parse(after.requests[1]!.body)).toMatchObject({ type: "token.revoked" });
    expect(after.requests[1]!.verifiedWith).toEqual([0]);
  } finally {
    await before.close();
    await after.close();
  }
});

test("an empty URL is refused in people's words and focus goes to the field", async ({ signedInPage: page }) => {
  await page.goto("/webhooks");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByText("Enter the URL your receiver listens on")).toBeVisible();
  await expect(page.getByLabel("Endpoint URL")).toBeFocused();
});
