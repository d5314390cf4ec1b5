import { vatCheckDigits } from "./vat-id-check-digits";
import { vatIdFormats, vatPrefixOf } from "./vat-id-formats";

export type VatIdCheck = { ok: true; vatId: string } | { ok: false; message: string };

/**
 * Normalises (upper case, no spaces, dots or dashes; the prefix added when missing) and checks a
 * VAT id for the billing country: the format, and the check digit where one is verified.
 * Outside the EU any id up to 20 characters is kept as given.
 */
export function validateVatId(country: string, raw: string): VatIdCheck {
  const compact = raw.toUpperCase().replace(/[\s.\-]/g, "");
  const prefix = vatPrefixOf(country);
  const format = vatIdFormats[prefix];
  if (!format) {
    return /^[A-Z0-9]{2,20}$/.test(compact) ? { ok: true, vatId: compact } : { ok: false, message: "Use 2 to 20 letters and digits." };
  }
  const number = compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
  if (/^[A-Z]{2}/.test(compact) && !compact.startsWith(prefix) && !format.pattern.test(compact)) {
    return { ok: false, message: `A VAT id for this country starts with ${prefix}.` };
  }
  if (!format.pattern.test(number)) return { ok: false, message: `${prefix} VAT ids are ${prefix} followed by ${format.expected}.` };
  const check = vatCheckDigits[prefix];
  if (check && !check(number)) return { ok: false, message: `${prefix}${number} is not a valid ${prefix} VAT id: its check digit does not match. Check it for a typo.` };
  return { ok: true, vatId: `${prefix}${number}` };
}
