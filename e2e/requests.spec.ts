import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, saveScreenshot, test } from "./fixtures";

// The Requests page end to end: an OAuth client made here gets a token, makes a failing write
// with secrets in its body, and its request id pasted into the page opens the record: status,
// problem code, the body with the secrets redacted and the token's name. "Copy as curl" gives a
// command that, with $TOKEN set, makes the same call and gets the same problem.

test("a failing call's request id opens its record, and Copy as curl reproduces it", async ({ signedInPage: page, request, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/oauth-clients");
  await page.getByLabel("Name").fill("e2e request log client");
  await page.getByRole("button", { name: "Create client" }).click();
  const dialog = page.getByRole("dialog", { name: "Copy your client's secret" });
  const secret = await dialog.getByLabel("Client secret").inputValue();
  const clientId = (await dialog.getByTestId("client-id").textContent())!;
  await page.keyboard.press("Escape");

  const issued = await request.post("/oauth/token", {
    form: { grant_type: "client_credentials" },
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}` },
  });
  expect(issued.status()).toBe(200);
  const token = ((await issued.json()) as { access_token: string }).access_token;

  const webhookSecret = "whsec_ZTJlLXJlcXVlc3QtbG9nLXNpZ25pbmctc2VjcmV0";
  const failing = await request.post("/v1/webhooks", {
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    data: { url: "ftp://example.com/hook", events: ["invoice.created"], secret: webhookSecret, client_secret: secret, token },
  });
  // The client made here has the default scope (read): a write is refused, body and all recorded.
  expect(failing.status()).toBeGreaterThanOrEqual(400);
  const problem = (await failing.json()) as { request_id: string; request_url: string; code: string };
  expect(problem.request_url).toContain(`/requests?request_id=${problem.request_id}`);

  await page.goto("/requests");
  await expect(page.getByRole("heading", { name: "Requests", level: 1 })).toBeVisible();
  // Records are written within a second; the search is retried until the record is there.
  await expect(async () => {
    await page.getByLabel("Request id").fill(problem.request_id);
    await page.getByLabel("Request id").press("Enter");
    await expect(page.getByTestId("request-status")).toHaveText(String(failing.status()), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId("request-code")).toHaveText(problem.code);
  await expect(page.getByTestId("request-credential")).toContainText("e2e request log client");
  const body = (await page.getByTestId("request-body").textContent())!;
  expect(body).toContain("ftp://example.com/hook");
  expect(body).toContain("[redacted]");
  const html = await page.content();
  for (const value of [webhookSecret, secret, token]) expect(html).not.toContain(value);
  await saveScreenshot(page, "requests-detail");

  await page.getByRole("button", { name: "Copy as curl" }).click();
  const command = await page.evaluate(() => navigator.clipboard.readText());
  expect(command).toContain("Bearer $TOKEN");
  expect(command).not.toContain(token);
  const answer = execFileSync("bash", ["-c", `${command} -s`], { env: { ...process.env, TOKEN: token }, encoding: "utf8" });
  expect(JSON.parse(answer)).toMatchObject({ status: failing.status(), code: problem.code });

  // The export of the filtered records: the call is in it, redacted as the page shows it.
  const exported = await page.request.get(`/requests/export?status_class=4xx&operation=createWebhook`);
  expect(exported.status()).toBe(200);
  expect(exported.headers()["content-type"]).toContain("application/x-ndjson");
  expect(exported.headers()["content-disposition"]).toMatch(/^attachment; filename="requests-.+\.ndjson"$/);
  const exportText = await exported.text();
  for (const value of [webhookSecret, secret, token]) expect(exportText).not.toContain(value);
  const lines = exportText.trim().split("\n").map((line) => JSON.parse(line) as { id: string; status: number; request_body: string | null });
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line.status >= 400)).toBe(true);
  const exportedRecord = lines.find((line) => line.id === problem.request_id)!;
  expect(exportedRecord.request_body).toContain("ftp://example.com/hook");
  expect(exportedRecord.request_body).toContain("[redacted]");
  await expect(page.getByRole("link", { name: "Export NDJSON" })).toHaveAttribute("href", "/requests/export");

  // "Open in the explorer" fills the same call in: the operation's body is the recorded one, redacted.
  await page.getByRole("link", { name: "Open in the explorer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API explorer" })).toBeVisible();
  await expect(page.locator(".explorer-prefill")).toContainText(`POST /v1/webhooks is filled in with the values of request ${problem.request_id}`);
  await page.getByRole("button", { name: /Test Request.*\(post \/v1\/webhooks\)/ }).first().click();
  const client = page.getByRole("dialog", { name: "API Client" });
  await expect(client).toContainText("ftp://example.com/hook");
  await expect(client).toContainText("[redacted]");
  await client.getByText("ftp://example.com/hook").first().scrollIntoViewIfNeeded();
  await saveScreenshot(page, "explorer-prefilled-from-request", { fullPage: false });
});

test("the explorer's answer links its own request in the request log", async ({ signedInPage: page, context }) => {
  test.setTimeout(90_000);
  await page.goto("/explorer");
  await page.locator(".explorer-reference").getByText("List modules", { exact: true }).first().click();
  await page.getByRole("button", { name: /Test Request.*\(get \/v1\/modules\)/ }).first().click();
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/v1/modules");
  await page.getByRole("button", { name: /^Send/ }).first().click();
  const requestId = (await answered).headers()["x-request-id"]!;
  const link = page.getByTestId("explorer-last-answer").getByRole("link", { name: /See request .* in the request log/ });
  await expect(page.getByTestId("explorer-last-answer")).toContainText("GET /v1/modules answered 200");
  await expect(link).toHaveAttribute("href", `/requests?request_id=${requestId}`);
  await saveScreenshot(page, "explorer-answer-links-request", { fullPage: false });
  // Records are written within a second: the record opens from the link.
  await page.waitForTimeout(1_500);
  const [opened] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await expect(opened.getByTestId("request-id")).toHaveText(requestId);
  await expect(opened.getByTestId("request-status")).toHaveText("200");
});

test("another account's request id is a 404 on the page", async ({ signedInPage: page, request }) => {
  // The server's prepared tokens (scripts/prepare-test-server.ts): Globex's, while the page shows Acme.
  const tokens = JSON.parse(readFileSync(`.data/e2e/${process.env.E2E_PORT ?? 3100}/pglite-tokens.json`, "utf8")) as Record<string, { token: string }>;
  const globexCall = await request.get("/v1/modules", { headers: { authorization: `Bearer ${tokens.globexReadWrite!.token}` } });
  const requestId = globexCall.headers()["x-request-id"]!;
  await page.waitForTimeout(1_500); // past the log's flush interval, so a leak would show
  await page.goto(`/requests?request_id=${requestId}`);
  await expect(page.getByRole("alert").filter({ hasText: "There is no request" })).toBeVisible();
  await expect(page.getByTestId("request-status")).toHaveCount(0);
});

test("the Caller filter keeps the customer area's own calls apart from the integrations'", async ({ signedInPage: page, request }) => {
  const tokens = JSON.parse(readFileSync(`.data/e2e/${process.env.E2E_PORT ?? 3100}/pglite-tokens.json`, "utf8")) as Record<string, { token: string }>;
  const tokenCall = await request.get("/v1/modules", { headers: { authorization: `Bearer ${tokens.acmeReadWrite!.token}` } });
  const tokenCallId = tokenCall.headers()["x-request-id"]!;
  await page.goto("/requests");
  await page.waitForTimeout(1_500); // past the log's flush interval: the page's own calls and the token's are recorded
  await page.getByLabel("Caller").selectOption({ label: "Members, in this customer area" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/credential_type=user/);
  const credentials = page.getByRole("table").getByRole("row").locator("td:nth-child(4)");
  // Members are named by their addresses (other specs' members call too); tokens and clients by their names.
  await expect(credentials.first()).toBeVisible();
  for (const name of await credentials.allTextContents()) expect(name).toMatch(/^[^@\s]+@[^@\s]+$/);
  await expect(page.locator(`a[href*="request_id=${tokenCallId}"]`)).toHaveCount(0);

  await page.getByLabel("Caller").selectOption({ label: "Access tokens" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/credential_type=access_token/);
  await expect(credentials.first()).toBeVisible();
  for (const name of await credentials.allTextContents()) expect(name).not.toContain("@");
});
