import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, saveScreenshot, test } from "./fixtures";
import { axeViolations } from "./axe";

// Invoices in the customer area: the list, an invoice's PDF preview (page 1 renders, zoom),
// the download, the JSON view, and axe scans of both pages, in light and dark mode.

const invoicesTable = (page: Page) => page.getByRole("table", { name: "Invoices, newest first" });
const previewCanvas = (page: Page) => page.locator(".react-pdf__Page canvas");
/** The preview is a button until asked for: its keyboard path (focus, Enter) is the one tested. */
async function showPreview(page: Page) {
  await page.getByRole("button", { name: "Show the PDF preview" }).focus();
  await page.keyboard.press("Enter");
}
const toolbar = (page: Page) => page.getByRole("toolbar", { name: "Preview controls" });

async function openInvoices(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Invoices" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
}

/** Opens the newest invoice from the list and returns its number. */
async function openNewestInvoice(page: Page): Promise<string> {
  await openInvoices(page);
  const firstRow = invoicesTable(page).locator("tbody tr").first();
  const number = (await firstRow.getByRole("cell").nth(1).innerText()).trim();
  await firstRow.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Invoice ${number}` })).toBeVisible();
  return number;
}

test("the list shows every month's invoice, newest first, with status and total", async ({ signedInPage: page }) => {
  await openInvoices(page);
  const rows = invoicesTable(page).locator("tbody tr");
  await expect(rows).toHaveCount(13);
  await expect(rows.first().getByRole("cell").nth(1)).toHaveText(/^[A-Z0-9-]+-\d{6}$/);
  await expect(rows.first().getByRole("cell").nth(2)).toHaveText(/^(Open|Overdue|Paid|Void)$/);
  await expect(rows.first().getByRole("cell").nth(3)).toHaveText(/\d/);

  await saveScreenshot(page, "invoices-list");
  const report = await axeViolations(page);
  expect(report, `axe violations on /invoices:\n${report}`).toBe("");
});

test("an invoice page previews page 1, zooms and downloads the PDF", async ({ signedInPage: page }) => {
  // pdf.js is fetched, parsed and draws the page three times (1, 1.25, 0.75): on a CI machine
  // running both lanes' browsers (load 11 on two cores, 2026-12-02) that alone outlasted 30 s.
  test.slow();
  const number = await openNewestInvoice(page);

  // The viewer (react-pdf) loads on request, so the page's first load stays light (issue 26).
  await expect(previewCanvas(page)).toHaveCount(0);
  await showPreview(page);
  // Page 1 is drawn on a canvas once pdf.js has loaded the document through the same-origin route.
  const canvas = previewCanvas(page);
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  await expect(toolbar(page).getByText("Page 1 of 1", { exact: true })).toBeVisible();
  // The text layer carries the searchable text, so the number is findable on the page.
  await expect(page.locator(".react-pdf__Page .textLayer").getByText(number).first()).toBeAttached();
  await saveScreenshot(page, "invoice-preview");

  const before = (await canvas.boundingBox())!.width;
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(toolbar(page).getByText("125%")).toBeVisible();
  await expect.poll(async () => (await previewCanvas(page).boundingBox())?.width ?? 0).toBeGreaterThan(before * 1.2);
  await page.getByRole("button", { name: "Zoom out" }).click();
  await page.getByRole("button", { name: "Zoom out" }).click();
  await expect(toolbar(page).getByText("75%")).toBeVisible();
  await expect.poll(async () => (await previewCanvas(page).boundingBox())?.width ?? 0).toBeLessThan(before);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const saved = await readFile((await download.path())!);
  expect(saved.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const report = await axeViolations(page);
  expect(report, `axe violations on the invoice page (preview):\n${report}`).toBe("");
});

// A test of its own: one test for both views, with the preview's pdf.js, a download and two axe
// scans, outlasted its 30 s on a loaded CI machine (2026-12-02), once with the JSON already shown.
test("an invoice page shows its JSON, reached by keyboard from the Preview tab", async ({ signedInPage: page }) => {
  const number = await openNewestInvoice(page);
  // Tabs work by keyboard: the arrow key moves to the JSON view.
  await page.getByRole("tab", { name: "Preview" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "JSON" })).toHaveAttribute("aria-selected", "true");
  const json = page.getByLabel("Invoice as JSON");
  await expect(json).toBeVisible();
  await expect(json).toContainText(`"number": "${number}"`);
  await saveScreenshot(page, "invoice-json");
  const jsonReport = await axeViolations(page);
  expect(jsonReport, `axe violations on the invoice page (JSON):\n${jsonReport}`).toBe("");
});

test("the preview and pages pass axe in dark mode too", async ({ signedInPage: page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await openNewestInvoice(page);
  await showPreview(page);
  await expect(previewCanvas(page)).toBeVisible({ timeout: 20_000 });
  await saveScreenshot(page, "invoice-preview-dark");
  const report = await axeViolations(page);
  expect(report, `axe violations on the invoice page (dark):\n${report}`).toBe("");
});

test("the PDF route needs a session and hides other accounts' invoices", async ({ signedInPage: page, request }) => {
  // Signed in (the page's cookies): an id of no invoice of this account is a 404.
  expect((await page.request.get("/invoices/inv_01jd4y3k6efq9b8c1m2n3p4q5r/pdf")).status()).toBe(404);
  // The bare request fixture has no session cookie: never a PDF.
  const signedOut = await request.get("/invoices/inv_01jd4y3k6efq9b8c1m2n3p4q5r/pdf", { maxRedirects: 0 });
  expect([302, 303, 307, 401]).toContain(signedOut.status());
});

test("an unknown invoice shows the not-found page inside the shell", async ({ signedInPage: page }) => {
  await page.goto("/invoices/inv_01jd4y3k6efq9b8c1m2n3p4q5r");
  await expect(page.getByRole("heading", { level: 1, name: "Invoice not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});
