import type { Page } from "@playwright/test";
import { axe, WCAG_TAGS } from "./axe";
import { expect, saveScreenshot } from "./fixtures";

/** axe (WCAG 2.x A and AA) clean, and screenshots at 1440 and 390 wide, light and dark, as `<name>-<width>-<scheme>`. */
export async function checkAndPhotograph(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const results = await axe(page).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `axe on ${name} ${width} ${scheme}`).toEqual([]);
      await saveScreenshot(page, `${name}-${width}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Screenshots at 1440 and 390 wide, light and dark, as `<name>-<width>-<scheme>`; then the viewport is `restoreTo` (by default, as it was). */
export async function photographBothThemes(page: Page, name: string, restoreTo = page.viewportSize()) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await saveScreenshot(page, `${name}-${width}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  if (restoreTo) await page.setViewportSize(restoreTo);
}
