import type { Page } from "@playwright/test";
import { discoverCustomerPages } from "./customer-pages";
import { expect, saveScreenshot, test } from "./fixtures";

// Customers read sentences, not developer text: on every customer-area page and on the error
// paths a customer can meet (a bad resource id in the audit filter, a bad token name, a failing
// module), the visible text outside <details> disclosures holds no regular expression, no zod
// message, no snake_case code and no example ETag from the API document. Dates are written
// one way ("1 Sep 2026, 05:11 UTC"). Screenshots land in e2e/.screenshots/words/.

/** The example ETags of the OpenAPI document (lib/adapters/openapi, lib/adapters/api/operations): never pre-filled or shown. */
const EXAMPLE_ETAGS = ["modules-3q2x7wZlT0bYxE9mR1aK5uWc8dN4hG", "status-Hk2mP7qW9xZ3vB8nC1dF5gJ0sL4", "pdf-9sJ3kQ0bT1vYxE7mZl2aR5uWc8dN4hGf", "list-Tn4bR8wK1mZ6xQ3vJ9cL2pF7hD5sG0aY"];

const DEVELOPER_TEXT: [string, RegExp][] = [
  ["a regular expression", /\/\^|\$\//],
  ["zod's wording", /Invalid string|Invalid input|must match pattern|\bExpected\b/],
  ["a date in the browser's locale", /\b\d{1,2}\/\d{1,2}\/\d{4}\b/],
  ["a month written Sept", /\bSept\b/],
  ["a chart day written 11-25", /(^|\s)\d{2}-\d{2}(\s|$)/],
];

const SNAKE_CASE = /\b[a-z]+_[a-z_]+\b/g;

/** snake_case a customer may legitimately read, each with why. */
const ALLOWED_SNAKE_CASE: { word: RegExp; why: string }[] = [
  { word: /^mis_at_?$/, why: "the access-token prefix: customers recognise (and secret scanners match) their tokens by it" },
  { word: /^sync_state$/, why: "part of the webhook event type module.sync_state.changed, which a receiver's code matches on" },
  { word: /^integrations_client$/, why: "the Python client library's package name, which the explorer tells developers to import" },
  { word: /^verify_webhook$/, why: "the client libraries' signature-check function, named in the explorer's code sample" },
  { word: /^mis_cs_?$/, why: "the OAuth client-secret prefix, as mis_at_ is the access tokens'" },
  {
    word: /^(grant_type|client_credentials|client_secret(_basic|_post)?|private_key_jwt)$/,
    why: "OAuth 2.0's own parameter and method names (RFC 6749, RFC 7523) on the OAuth clients page: what an integrator types into an OAuth library or curl",
  },
];

/**
 * The text a sighted customer reads: every visible text node outside <details>, and the values
 * of visible form fields (a pre-filled example counts as shown). Scalar's reference on the
 * explorer documents the API's own field names (snake_case by contract): only its values are read.
 * So does the API version page's list of changes (`.api-change`), which quotes the changelog: a
 * renamed field can only be told by its names. And the Requests page's problem codes
 * (`.api-answer`): the log quotes what the API answered, and the code is what the integrator's
 * own system received in the problem body and searches the log by.
 */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const hidden = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === "none" || style.visibility === "hidden") return true;
      }
      return false;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("details, script, style, noscript, template, .explorer-reference, .api-change, .api-answer, next-route-announcer")) continue;
      if (hidden(parent) || !node.textContent?.trim()) continue;
      parts.push(node.textContent.trim());
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
      if (field.type !== "hidden" && !field.closest("details") && !hidden(field) && field.value) parts.push(field.value);
    }
    return parts.join("\n");
  });
}

/**
 * A credential's hint (`mis_cs_…db_s`, `mis_at_…x_9Q`): its prefix and last characters, which are
 * random and may hold an underscore. Read as what it is, not as words: a hint ending in `db_s` is
 * no snake_case (it failed this spec on a run whose client secret happened to end so).
 */
const CREDENTIAL_HINT = /\b(mis_(?:at|cs|dc)_|cpt_|whsec_)…[A-Za-z0-9_-]+/g;
const withoutCredentialHints = (text: string) => text.replace(CREDENTIAL_HINT, "$1…");

async function expectCustomerWords(page: Page, where: string) {
  const text = await shownText(page);
  for (const [what, pattern] of DEVELOPER_TEXT) expect(text.match(pattern)?.[0], `${what} on ${where}`).toBeUndefined();
  for (const etag of EXAMPLE_ETAGS) expect(text, `the example ETag on ${where}`).not.toContain(etag);
  const snake = [...withoutCredentialHints(text).matchAll(SNAKE_CASE)].map((match) => match[0]).filter((word) => !ALLOWED_SNAKE_CASE.some((allowed) => allowed.word.test(word)));
  expect(snake, `snake_case outside a Details disclosure on ${where}`).toEqual([]);
  // The Try-it panel's request fields too (Scalar's own inputs): no example ETag pre-filled.
  const values = await page.locator("input, textarea").evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value).join("\n"));
  for (const etag of EXAMPLE_ETAGS) expect(values, `the example ETag pre-filled on ${where}`).not.toContain(etag);
}

async function screenshots(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await saveScreenshot(page, `words/${name}-${width}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe.configure({ timeout: 180_000 });

test("every customer-area page reads as sentences for customers", async ({ signedInPage: page }) => {
  for (const target of await discoverCustomerPages(page)) {
    await page.goto(target.path);
    await expect(page.getByRole("heading", { level: 1, name: target.heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectCustomerWords(page, target.path);
  }
});

test("the audit filter says what a resource id looks like, keeps a typed day, and offers every actor", async ({ signedInPage: page }) => {
  await page.goto("/audit");
  const filters = page.getByRole("form", { name: "Filter the audit log" });
  await filters.getByLabel("Resource id").fill("not-an-id");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("The audit log could not be loaded.")).toBeVisible();
  await expect(page.getByText(/Enter a resource id as it appears/)).toBeVisible();
  await expectCustomerWords(page, "the audit log with a bad resource id");
  await screenshots(page, "audit-bad-resource-id");

  // "yesterday" is not a day the field reads: the text stays, with one error beside it.
  await page.goto("/audit");
  const from = filters.getByLabel("From (UTC)");
  await from.fill("yesterday");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(from).toHaveValue("yesterday");
  await expect(page.getByText("Enter a day like 23 Nov 2026.")).toHaveCount(1);
  // What the table prints is what the field reads.
  const shownTime = (await page.locator("tbody time").first().innerText()).trim();
  await from.fill(shownTime.replace(/:\d{2}$/, "") + " UTC");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/since=\d{4}-\d{2}-\d{2}T\d{2}%3A\d{2}%3A00Z/);
  await expect(page.getByText("Enter a day like 23 Nov 2026.")).toHaveCount(0);

  // The Actor filter offers the operator, whose entries have no actor id.
  await page.goto("/audit");
  const actor = filters.getByLabel("Actor");
  await expect(actor.locator("option", { hasText: "System (the operator)" })).toHaveCount(1);
  await actor.selectOption({ label: "System (the operator)" });
  await expect(page).toHaveURL(/actor_type=system/);
  await expect(page.locator("tbody tr").first()).toContainText("system");
  await expectCustomerWords(page, "the audit log filtered by the operator");
});

test("a deleted webhook keeps its name in the audit log", async ({ signedInPage: page }) => {
  await page.goto("/webhooks");
  await page.getByLabel("Endpoint URL").fill("http://127.0.0.1:9/words-spec");
  await page.getByLabel("Description (optional)").fill("Words spec endpoint");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  // Done leads to the new endpoint's page.
  await expect(page).toHaveURL(/\/webhooks\/wh_/);
  await page.getByRole("button", { name: /^Delete/ }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: /^Delete/ }).click();
  await expect(page).toHaveURL(/\/webhooks$/);
  await page.goto("/audit");
  const deleted = page.locator("tbody tr").filter({ hasText: "Words spec endpoint (deleted)" });
  await expect(deleted.first()).toBeVisible();
  await expect(page.locator("tbody tr").filter({ hasText: /wh_[0-7]/ })).toHaveCount(0);
  await screenshots(page, "audit-deleted-webhook");
});

test("a bad token name is told as a sentence", async ({ signedInPage: page }) => {
  await page.goto("/tokens");
  await page.getByLabel("Name", { exact: true }).fill("   ");
  await page.getByRole("button", { name: /Create token/ }).click();
  await expect(page.getByText("Enter a name.").first()).toBeVisible();
  await expectCustomerWords(page, "the token form with a bad name");
});

test("a failing module says what happened and where to fix it, the code under Details", async ({ signedInPage: page }) => {
  await page.goto("/modules");
  await expect(page.getByText("The HR & Payroll system refused the module token.").filter({ visible: true }).first()).toBeVisible();
  await expectCustomerWords(page, "the modules list with failed modules");
  await page.getByRole("link", { name: "HR & Payroll" }).first().click();
  await expect(page.getByText(/open the HR & Payroll system's integration settings and paste the new module token/)).toBeVisible();
  const details = page.locator("details").filter({ hasText: "upstream_unauthorized" });
  await expect(details).toHaveCount(1);
  await expect(details.getByText("upstream_unauthorized")).toBeHidden();
  await details.locator("summary").click();
  await expect(details.getByText("upstream_unauthorized")).toBeVisible();
  await expectCustomerWords(page, "a failed module's page");
  await screenshots(page, "module-failed");
});

test("the recover dialog writes its moment as every date is written, and reads it back", async ({ signedInPage: page }) => {
  await page.goto("/webhooks");
  if ((await page.locator('a[href^="/webhooks/wh_"]').count()) === 0) {
    await page.getByLabel("Endpoint URL").fill("http://127.0.0.1:9/words-recover");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  }
  await page.locator('a[href^="/webhooks/wh_"]:visible').first().click();
  await page.getByRole("button", { name: "Recover since…" }).click();
  const since = page.getByRole("dialog").getByLabel("Failed since (UTC)");
  await expect(since).toHaveValue(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC$/);
  await screenshots(page, "recover-dialog");
});
