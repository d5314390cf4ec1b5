import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// axe for every spec, from one place. The default mode of @axe-core/playwright opens a blank page
// for each scan and loads axe into it a second time to merge the frames' results (axe.finishRun):
// on a busy CI machine that tab, not the page under test, took a scan past its test's timeout
// ("browserContext.newPage: Target page, context or browser has been closed"). Legacy mode runs
// axe.run in the page itself, with the same rules and the same results on every page of the
// customer area (counted side by side: passes, violations, incomplete), in half the time. What it
// leaves out is cross-origin frames, and the customer area has none.

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** An axe scan of `page`; chain `withTags`, `withRules`, `include` or `exclude`, then `analyze`. */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** The page's WCAG 2.x A and AA violations, each with its nodes, one per paragraph ("" when none). */
export async function axeViolations(page: Page, scan: AxeBuilder = axe(page).withTags(WCAG_TAGS)): Promise<string> {
  const results = await scan.analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`).join("\n");
}

/** Fails, with axe's report, unless the page has no WCAG 2.x A or AA violation. */
export async function expectAxeClean(page: Page, where: string, scan?: AxeBuilder): Promise<void> {
  const report = await axeViolations(page, scan);
  expect(report, `axe violations ${where}:\n${report}`).toBe("");
}
