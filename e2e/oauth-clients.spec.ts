import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { expect, saveScreenshot, test } from "./fixtures";
import { expectAxeClean } from "./axe";

// OAuth clients in the customer area: create a secret client and use its secret at the real
// token endpoint, rotate it (both secrets work through the grace), disable it (its tokens stop),
// create a private_key_jwt client from a pasted public key and sign an assertion with jose,
// refuse a broken key, delete. Axe on the page and its dialogs; screenshots light and dark at
// 1440 and 390 wide in e2e/.screenshots/.

const basic = (clientId: string, secret: string) => ({ Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}` });

async function grant(request: APIRequestContext, clientId: string, secret: string) {
  return request.post("/oauth/token", { headers: basic(clientId, secret), form: { grant_type: "client_credentials" } });
}

async function screenshotsBothThemes(page: Page, name: string) {
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectAxeClean(page, `on ${name} at ${size.width} (${scheme})`);
      await saveScreenshot(page, `${name}-${size.width}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a secret client made in the UI obtains tokens until it is disabled; rotation keeps both secrets through the grace", async ({ signedInPage: page, request }) => {
  test.setTimeout(90_000);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "OAuth clients" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "OAuth clients" })).toBeVisible();

  await page.getByLabel("Name").fill("e2e browser client");
  await page.getByRole("radio", { name: /read and write/ }).check();
  await page.getByLabel("Token lifetime").selectOption({ label: "2 hours" });
  await page.getByRole("button", { name: "Create client" }).click();

  const dialog = page.getByRole("dialog", { name: "Copy your client's secret" });
  await expect(dialog).toBeVisible();
  const secret = await dialog.getByLabel("Client secret").inputValue();
  expect(secret).toMatch(/^mis_cs_[A-Za-z0-9_-]{43}$/);
  const clientId = (await dialog.getByTestId("client-id").textContent())!;
  expect(clientId).toMatch(/^oac_/);
  await expect(dialog.getByTestId("curl-line")).toContainText(`curl -u '${clientId}:${secret}' -d grant_type=client_credentials`);
  await expectAxeClean(page, "with the secret dialog open");
  await saveScreenshot(page, "oauth-clients-secret-dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = page.getByRole("row").filter({ hasText: clientId });
  await expect(row).toContainText("e2e browser client");
  await expect(row).toContainText(`mis_cs_…${secret.slice(-4)}`);
  await expect(row).toContainText("2 h each");

  const issued = await grant(request, clientId, secret);
  expect(issued.status()).toBe(200);
  const { access_token: token, expires_in, scope } = await issued.json();
  expect([expires_in, scope]).toEqual([7200, "read write"]);
  expect((await request.get("/v1/modules", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.reload();
  await expect(row).toContainText("1 live");

  // The extended limit, asked for as a token's is (an operator grants it: rate-limit grant --client).
  await expect(row).toContainText("600/min");
  await row.getByRole("button", { name: "Request extended limit for e2e browser client" }).click();
  await expect(row.getByText("Extended limit requested")).toBeVisible();
  await expect(row.getByRole("button", { name: /^Request extended limit/ })).toHaveCount(0);

  await row.getByRole("button", { name: /^Rotate secret/ }).click();
  await page.getByRole("dialog", { name: "Rotate the secret of e2e browser client?" }).getByRole("button", { name: "Rotate secret" }).click();
  const rotated = page.getByRole("dialog", { name: "Copy the new client secret" });
  await expect(rotated).toContainText("keeps working until");
  const newSecret = await rotated.getByLabel("Client secret").inputValue();
  await rotated.getByRole("button", { name: "Done" }).click();
  expect((await grant(request, clientId, secret)).status()).toBe(200);
  expect((await grant(request, clientId, newSecret)).status()).toBe(200);

  await row.getByRole("button", { name: /^Disable/ }).click();
  const confirm = page.getByRole("dialog", { name: "Disable e2e browser client?" });
  await expect(confirm).toContainText("revoked now");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Disable client" }).click();
  await expect(row).toContainText("Disabled");
  expect((await grant(request, clientId, newSecret)).status()).toBe(401);
  expect((await request.get("/v1/modules", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  await screenshotsBothThemes(page, "oauth-clients");

  await row.getByRole("button", { name: /^Enable/ }).click();
  await page.getByRole("dialog", { name: "Enable e2e browser client?" }).getByRole("button", { name: "Enable client" }).click();
  await expect(row).toContainText("Active");
  expect((await grant(request, clientId, newSecret)).status()).toBe(200);
});

test("a private_key_jwt client from a pasted public key: a jose-signed assertion gets a token; a broken key is refused beside its field; delete", async ({ signedInPage: page, request, baseURL }) => {
  await page.goto("/oauth-clients");
  await page.getByLabel("Name").fill("e2e key client");
  await page.getByRole("radio", { name: /Private key JWT/ }).check();
  await page.getByLabel("Public JWK or JWKS").fill('{"kty":"EC","crv":"P-256","x":"nope"}');
  await page.getByRole("button", { name: "Create client" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Check the fields marked below." })).toBeVisible();
  await expect(page.getByText("A key could not be read")).toBeVisible();
  await expectAxeClean(page, "with the key error shown");
  await saveScreenshot(page, "oauth-clients-key-error");

  const { publicKey, privateKey } = await generateKeyPair("ES256");
  await page.getByLabel("Public JWK or JWKS").fill(JSON.stringify(await exportJWK(publicKey)));
  await page.getByRole("button", { name: "Create client" }).click();
  const ready = page.getByRole("dialog", { name: "Your client is ready" });
  const clientId = (await ready.getByTestId("client-id").textContent())!;
  await ready.getByRole("button", { name: "Done" }).click();
  const row = page.getByRole("row").filter({ hasText: clientId });
  await expect(row).toContainText("1 pasted public key");
  await expect(row.getByRole("button", { name: /^Rotate secret/ })).toHaveCount(0);

  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: "ES256" })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(new URL(baseURL!).origin)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime("1m")
    .sign(privateKey);
  const form = { grant_type: "client_credentials", client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer", client_assertion: assertion };
  const issued = await request.post("/oauth/token", { form });
  expect(issued.status()).toBe(200);
  expect((await issued.json()).scope).toBe("read");
  expect((await request.post("/oauth/token", { form })).status()).toBe(401);

  await row.getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("dialog", { name: "Delete e2e key client?" }).getByRole("button", { name: "Delete client" }).click();
  await expect(row).toHaveCount(0);
});

test("the usage panel shows a client as the sum of every token it obtained, on the clients page and among the tokens page's choices", async ({ signedInPage: page, request }) => {
  test.setTimeout(120_000);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "OAuth clients" }).click();
  const name = `e2e usage client ${randomUUID().slice(0, 8)}`;
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create client" }).click();
  const dialog = page.getByRole("dialog", { name: "Copy your client's secret" });
  const secret = await dialog.getByLabel("Client secret").inputValue();
  const clientId = (await dialog.getByTestId("client-id").textContent())!;
  await page.keyboard.press("Escape");

  // Two tokens of the client: three answers from one, one 404 from the other.
  const tokens: string[] = [];
  for (let index = 0; index < 2; index++) {
    const response = await grant(request, clientId, secret);
    expect(response.status()).toBe(200);
    tokens.push(((await response.json()) as { access_token: string }).access_token);
  }
  for (let index = 0; index < 3; index++) expect((await request.get("/v1/modules", { headers: { Authorization: `Bearer ${tokens[0]}` } })).status()).toBe(200);
  expect((await request.get("/v1/modules/mod_nope/status", { headers: { Authorization: `Bearer ${tokens[1]}` } })).status()).toBe(404);

  await page.reload();
  const usage = page.getByRole("region", { name: "Usage" });
  await usage.getByLabel("Client").selectOption({ label: name });
  await expect(page).toHaveURL(new RegExp(`[?&]client=${clientId}`));
  await expect(usage.getByRole("status")).toHaveText("4 requests, 0 rate limited (429)");
  await expect(usage.getByTestId("usage-chart").locator("g title").last()).toHaveText(/: 4 requests \(2xx 3, 3xx 0, 4xx 1, 5xx 0; 429 0\)$/);
  await screenshotsBothThemes(page, "oauth-clients-usage");

  // The tokens page offers the client too, in a group of its own, with the same figures.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Access tokens" }).click();
  const tokensUsage = page.getByRole("region", { name: "Usage" });
  await expect(tokensUsage.locator('optgroup[label="OAuth clients"] option', { hasText: name })).toHaveCount(1);
  await tokensUsage.getByLabel("Token").selectOption({ label: name });
  await expect(tokensUsage.getByRole("status")).toHaveText("4 requests, 0 rate limited (429)");
  await expectAxeClean(page, "on the tokens page with a client chosen");
});
