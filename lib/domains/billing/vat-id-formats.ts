// The EU VAT identification number formats (after the country prefix), from the Commission's
// VIES documentation. Check digits are verified for DE, FR, IT, NL, BE and ES (vat-id-check-digits.ts);
// for the other countries only the format is checked.

export interface VatIdFormat {
  /** The number after the prefix. */
  pattern: RegExp;
  /** What is expected, for the refusal's sentence. */
  expected: string;
}

export const vatIdFormats: Record<string, VatIdFormat> = {
  AT: { pattern: /^U\d{8}$/, expected: "U followed by 8 digits" },
  BE: { pattern: /^[01]\d{9}$/, expected: "10 digits starting with 0 or 1" },
  BG: { pattern: /^\d{9,10}$/, expected: "9 or 10 digits" },
  CY: { pattern: /^\d{8}[A-Z]$/, expected: "8 digits and a letter" },
  CZ: { pattern: /^\d{8,10}$/, expected: "8 to 10 digits" },
  DE: { pattern: /^\d{9}$/, expected: "9 digits" },
  DK: { pattern: /^\d{8}$/, expected: "8 digits" },
  EE: { pattern: /^\d{9}$/, expected: "9 digits" },
  EL: { pattern: /^\d{9}$/, expected: "9 digits" },
  ES: { pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/, expected: "9 characters: a letter or digit, 7 digits, a letter or digit" },
  FI: { pattern: /^\d{8}$/, expected: "8 digits" },
  FR: { pattern: /^[A-HJ-NP-Z0-9]{2}\d{9}$/, expected: "2 key characters and the 9-digit SIREN" },
  HR: { pattern: /^\d{11}$/, expected: "11 digits" },
  HU: { pattern: /^\d{8}$/, expected: "8 digits" },
  IE: { pattern: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, expected: "7 digits and 1 or 2 letters" },
  IT: { pattern: /^\d{11}$/, expected: "11 digits" },
  LT: { pattern: /^(\d{9}|\d{12})$/, expected: "9 or 12 digits" },
  LU: { pattern: /^\d{8}$/, expected: "8 digits" },
  LV: { pattern: /^\d{11}$/, expected: "11 digits" },
  MT: { pattern: /^\d{8}$/, expected: "8 digits" },
  NL: { pattern: /^\d{9}B\d{2}$/, expected: "9 digits, B and 2 digits" },
  PL: { pattern: /^\d{10}$/, expected: "10 digits" },
  PT: { pattern: /^\d{9}$/, expected: "9 digits" },
  RO: { pattern: /^[1-9]\d{1,9}$/, expected: "2 to 10 digits" },
  SE: { pattern: /^\d{10}01$/, expected: "12 digits ending in 01" },
  SI: { pattern: /^\d{8}$/, expected: "8 digits" },
  SK: { pattern: /^\d{10}$/, expected: "10 digits" },
};

/** The VAT prefix of an ISO country: Greece is GR but its VAT ids start with EL. */
export const vatPrefixOf = (country: string): string => (country === "GR" ? "EL" : country);
