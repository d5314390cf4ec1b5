import type { Locator, Page } from "@playwright/test";

// Measurements of what a person sees, for e2e/every-page.spec.ts: whether a control can be
// clicked where it is drawn, whether text fits its box, whether a row of controls is one line,
// and whether links look like links against the text around them.

/** The element hit at the control's centre is the control (or inside it): nothing is drawn over it. */
export function isUncovered(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return !!hit && (hit === element || element.contains(hit));
  });
}

/**
 * Cells (and anything inside them) whose content is wider or taller than their box: a clipped
 * column or a truncated label. Returns a description of each, empty when everything fits.
 */
export function clippedCells(table: Locator): Promise<string[]> {
  return table.evaluate((root) => {
    const clipped: string[] = [];
    const cells = root.querySelectorAll<HTMLTableCellElement>("th, td");
    for (const cell of cells) {
      if (cell.offsetParent === null || cell.colSpan > 1) continue; // hidden column, spacer row
      for (const element of [cell, ...cell.querySelectorAll<HTMLElement>("*")]) {
        if (element.clientWidth === 0 && element.clientHeight === 0) continue;
        // A pixel of slack for sub-pixel rounding.
        if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) {
          clipped.push(`"${(cell.textContent ?? "").trim()}" (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`);
          break;
        }
      }
    }
    return clipped;
  });
}

/** How many distinct lines the children of a row of controls sit on. */
export function lineCount(row: Locator): Promise<number> {
  return row.evaluate((element) => {
    // Children of one line may differ in height (centred): a new line starts below the last one's bottom.
    const boxes = [...element.children].map((child) => child.getBoundingClientRect()).filter((box) => box.height > 0);
    boxes.sort((a, b) => a.top - b.top);
    let lines = 0;
    let bottom = -Infinity;
    for (const box of boxes) {
      if (box.top >= bottom - 1) lines += 1;
      bottom = Math.max(bottom, box.bottom);
    }
    return lines;
  });
}

/**
 * Links in the page's main content that do not look like links:
 * not underlined, or coloured (nearly) like the text around them (their parent's colour). The explorer's reference is
 * Scalar's own DOM and is left out; links drawn as buttons (a background or border) are too.
 */
export function linksThatLookLikeText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Computed colours may be lab() or oklch() (Tailwind 4): let a canvas turn them into sRGB.
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgb = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const candidates = document.querySelectorAll<HTMLElement>("main a[href]");
    const offenders: string[] = [];
    for (const link of candidates) {
      if (link.closest(".explorer-reference") || link.offsetParent === null) continue;
      const style = getComputedStyle(link);
      const drawnAsButton = style.backgroundColor !== "rgba(0, 0, 0, 0)" || parseFloat(style.borderTopWidth) > 0;
      if (drawnAsButton || !(link.textContent ?? "").trim()) continue;
      const colour = rgb(style.color);
      const textColour = rgb(getComputedStyle(link.parentElement ?? document.body).color);
      // Channel distance from the text around it: the old dark-mode brand-100 was within 25 of it.
      const distance = Math.max(...colour.map((channel, i) => Math.abs(channel - textColour[i]!)));
      const underlined = style.textDecorationLine.includes("underline");
      if (!underlined || distance < 60) {
        offenders.push(`"${link.textContent!.trim().slice(0, 40)}" (${underlined ? "underlined" : "not underlined"}, colour ${style.color})`);
      }
    }
    return offenders;
  });
}
