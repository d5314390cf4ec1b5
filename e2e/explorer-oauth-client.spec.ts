import { expect, saveScreenshot, test } from "./fixtures";

// The explorer used as an OAuth client the admin picks: Scalar's own auth UI, on the document's
// `oauth2` clientCredentials scheme, fetches a token from this origin's /oauth/token with a client
// id and secret typed in (client_secret_basic), and "Try it" then calls GET /v1/modules with it.
// Nothing is configured for this beyond the document: the token URL comes from the scheme.

test("Scalar's auth UI obtains a token for a client made here and lists modules with it", async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "OAuth clients" }).click();
  await page.getByLabel("Name").fill("e2e explorer client");
  await page.getByRole("button", { name: "Create client" }).click();
  const dialog = page.getByRole("dialog", { name: "Copy your client's secret" });
  const secret = await dialog.getByLabel("Client secret").inputValue();
  const clientId = (await dialog.getByTestId("client-id").textContent())!;
  await page.keyboard.press("Escape");

  await page.goto("/explorer");
  const reference = page.locator(".explorer-reference");
  const auth = reference.getByRole("region", { name: "Authentication Required" }).first();
  // The scheme picker is a multi-select: add oauth2, drop the page's own bearer credential.
  await auth.getByRole("button", { name: /^Selected Auth Type/ }).click();
  await page.getByRole("option", { name: /^oauth2/ }).click();
  await page.getByRole("option", { name: /^bearerAuth/ }).click();
  await page.mouse.click(5, 5);
  await expect(auth.getByRole("button", { name: "Selected Auth Type: oauth2" })).toBeVisible();
  await expect(auth.getByRole("combobox").first()).toHaveText(new URL("/oauth/token", page.url()).toString());

  // Client ID is one of Scalar's code inputs (a combobox), the secret a password field.
  await auth.getByRole("combobox").nth(1).click();
  await page.keyboard.type(clientId);
  await auth.getByRole("textbox", { name: "Client Secret" }).fill(secret);
  const tokenRequest = page.waitForRequest((request) => new URL(request.url()).pathname === "/oauth/token");
  const tokenResponse = page.waitForResponse((response) => new URL(response.url()).pathname === "/oauth/token");
  await auth.getByRole("button", { name: "Authorize" }).click();
  const sentForToken = await tokenRequest;
  expect(new URL(sentForToken.url()).origin).toBe(new URL(page.url()).origin);
  expect(sentForToken.headers()["authorization"]).toBe(`Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`);
  const issued = (await (await tokenResponse).json()) as { access_token: string; token_type: string };
  expect(issued.access_token).toMatch(/^mis_at_/);
  // persistAuth is off: neither the secret nor the token is left in the browser's storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(secret);
  expect(stored).not.toContain(issued.access_token);
  await saveScreenshot(page, "explorer-oauth-client-authorized");

  await reference.getByText("List modules", { exact: true }).first().click();
  await page.getByRole("button", { name: /Test Request.*\(get \/v1\/modules\)/ }).first().click();
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/v1/modules" && request.method() === "GET");
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/v1/modules");
  await page.getByRole("button", { name: /^Send/ }).first().click();
  expect((await sent).headers()["authorization"]).toBe(`Bearer ${issued.access_token}`);
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  await saveScreenshot(page, "explorer-oauth-client-try-it");
});
