import path from "node:path";
import { Font } from "@react-pdf/renderer";

// DejaVu Sans (Bitstream Vera license, see fonts/LICENSE), shipped in the repository so every
// PDF embeds a real TrueType subset instead of naming one of the 14 standard fonts.
// Resolved from the working directory: the app, the scripts and the tests all run from the
// project root, and a path built from import.meta.url would point into Next's build output.
export const INVOICE_FONT_FAMILY = "DejaVu Sans";
const FONT_DIRECTORY = path.join(process.cwd(), "lib", "domains", "invoices", "fonts");

let registered = false;

/** Registers the invoice font with react-pdf once per process. */
export function registerInvoiceFonts(): void {
  if (registered) return;
  Font.register({
    family: INVOICE_FONT_FAMILY,
    fonts: [
      { src: path.join(FONT_DIRECTORY, "DejaVuSans.ttf"), fontWeight: 400 },
      { src: path.join(FONT_DIRECTORY, "DejaVuSans-Bold.ttf"), fontWeight: 700 },
    ],
  });
  // Invoice text is short and must stay searchable as written: never hyphenate a word.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
