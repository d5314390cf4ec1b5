import { DEMO_ADMIN, expect, saveScreenshot, test } from "./fixtures";
import { axe, WCAG_TAGS } from "./axe";

// The API explorer: Scalar on the served document, "Try it" pre-authorised for the signed-in
// admin with a short-lived read-only credential (write only after a warning), our own code
// samples, the chosen language remembered, and the downloads.

test.describe.configure({ mode: "serial" });

test("a signed-in admin lists modules from the explorer without pasting a token", async ({ signedInPage: page }) => {
  await page.getByRole("link", { name: "API explorer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API explorer" })).toBeVisible();
  await expect(page.getByTestId("explorer-credential")).toContainText(`Authorised as ${DEMO_ADMIN.email} with read scope until`);

  // Scalar renders operations as they scroll into view: go to it through Scalar's own sidebar.
  await page.locator(".explorer-reference").getByText("List modules", { exact: true }).first().click();
  await page.getByRole("button", { name: /Test Request.*\(get \/v1\/modules\)/ }).first().click();
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/v1/modules" && request.method() === "GET");
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/v1/modules");
  await page.getByRole("button", { name: /^Send/ }).first().click();
  const request = await sent;
  // The page's own credential, minted for this admin: a dashboard credential, not a pasted token.
  expect(request.headers()["authorization"]).toMatch(/^Bearer mis_dc_/);
  expect(new URL(request.url()).origin).toBe(new URL(page.url()).origin);
  const response = await answered;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { name: string }[] };
  expect(body.data.length).toBeGreaterThan(0);

  const result = page.getByRole("dialog", { name: "API Client" }).getByRole("region", { name: "Response", exact: true });
  await expect(result.getByRole("link", { name: "200 OK" })).toBeVisible();
  await expect(result).toContainText(body.data[0]!.name);
  await saveScreenshot(page, "explorer-try-it-list-modules");
});

test("write access needs the admin's confirmation, and can be dropped again", async ({ signedInPage: page }) => {
  await page.goto("/explorer");
  await page.getByRole("button", { name: "Allow write operations" }).click();
  const dialog = page.getByRole("dialog", { name: "Allow write operations?" });
  await expect(dialog).toContainText("change your account for real");
  await saveScreenshot(page, "explorer-allow-write-warning");
  await dialog.getByRole("button", { name: "Allow write operations" }).click();
  await expect(page.getByTestId("explorer-credential")).toContainText("with read and write scope until");
  await expect(page.getByText("Write operations are allowed.")).toBeVisible();
  await page.getByRole("button", { name: "Back to read only" }).click();
  await expect(page.getByTestId("explorer-credential")).toContainText("with read scope until");
});

test("our samples are the languages, and the chosen one sticks across operations and visits", async ({ signedInPage: page }) => {
  await page.goto("/explorer");
  const reference = page.locator(".explorer-reference");
  const sample = (text: string) => reference.locator("pre, code").filter({ hasText: text }).first();
  await reference.getByText("List modules", { exact: true }).first().click();
  const picker = page.getByTestId("client-picker").first();
  await expect(picker).toHaveText("curl");
  await picker.click();
  // Only our four: Scalar's generated clients are hidden.
  const listbox = page.getByRole("listbox").filter({ has: page.getByRole("option", { name: "PHP", exact: true }) });
  await expect(listbox.getByRole("option")).toHaveText(["curl", "TypeScript", "Python", "PHP"]);
  await listbox.getByRole("option", { name: "PHP", exact: true }).click();
  await expect(sample("$client->listModules()")).toBeVisible();

  await reference.getByText("Read a module's synchronization state", { exact: true }).first().click();
  await expect(sample("$client->getModuleStatus(")).toBeVisible();

  // Scalar keeps the choice in localStorage (written after a short debounce), not on our server.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("scalar-reference-selected-client-v2"))).toBe("custom/php");
  await page.reload();
  await reference.getByText("List modules", { exact: true }).first().click();
  await expect(page.getByTestId("client-picker").first()).toHaveText("PHP");
  await expect(sample("$client->listModules()")).toBeVisible();
});

test("the explorer's own page chrome has no axe violations", async ({ signedInPage: page }) => {
  await page.goto("/explorer");
  await expect(page.locator(".explorer-reference").getByRole("heading", { name: "Integrations API" })).toBeVisible();
  await saveScreenshot(page, "explorer");
  // Scalar's own DOM (a third-party Vue app) is excluded: its violations are not ours to fix here.
  const results = await axe(page).withTags(WCAG_TAGS).exclude(".explorer-reference").analyze();
  const report = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`).join("\n");
  expect(report, `axe violations on /explorer:\n${report}`).toBe("");
  // The page's landmarks, Scalar's included: one main, at the top level (Scalar's own <main> is a region).
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.locator(".explorer-reference main")).toHaveAttribute("role", "region");
  const landmarks = await axe(page).withRules(["landmark-no-duplicate-main", "landmark-main-is-top-level", "landmark-unique"]).analyze();
  expect(landmarks.violations.map((violation) => violation.id)).toEqual([]);
  // For the record, what axe finds inside Scalar (not failing the test).
  const scalar = await axe(page).withTags(WCAG_TAGS).include(".explorer-reference").analyze();
  test.info().annotations.push({ type: "scalar-axe", description: scalar.violations.map((violation) => `${violation.id} (${violation.nodes.length})`).join(", ") || "none" });
});

test("the downloads are public and made from the document", async ({ request }) => {
  const postman = await request.get("/downloads/postman-collection.json");
  expect(postman.status()).toBe(200);
  const collection = await postman.json();
  expect(collection.info.schema).toBe("https://schema.getpostman.com/json/collection/v2.1.0/collection.json");
  expect(collection.variable.map((variable: { key: string }) => variable.key)).toEqual(expect.arrayContaining(["baseUrl", "token"]));
  expect(collection.auth).toEqual({ type: "bearer", bearer: [{ key: "token", value: "{{token}}", type: "string" }] });
  const bruno = await request.get("/downloads/bruno-collection.zip");
  expect(bruno.status()).toBe(200);
  expect(bruno.headers()["content-disposition"]).toContain(".zip");
  expect((await bruno.body()).subarray(0, 2).toString()).toBe("PK");
});
