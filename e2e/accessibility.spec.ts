import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axe, WCAG_TAGS } from "./axe";

// axe scan of the key pages against WCAG 2.0/2.1 A and AA.

async function scan(page: Page): Promise<string> {
  const results = await axe(page).withTags(WCAG_TAGS).analyze();
  return results.violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    - ${node.target.join(" ")}\n      ${node.failureSummary?.replaceAll("\n", "\n      ") ?? ""}`)
        .join("\n");
      return `[${violation.impact ?? "unknown"}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join("\n\n");
}

test("the sign-in page has no axe violations", async ({ page }) => {
  await page.goto("/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  const report = await scan(page);
  expect(report, `axe violations on /sign-in:\n${report}`).toBe("");
});

test("the overview has no axe violations", async ({ signedInPage: page }) => {
  const report = await scan(page);
  expect(report, `axe violations on /:\n${report}`).toBe("");
});

test("the Security page has no axe violations", async ({ signedInPage: page }) => {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Security" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  const report = await scan(page);
  expect(report, `axe violations on /security:\n${report}`).toBe("");
});
