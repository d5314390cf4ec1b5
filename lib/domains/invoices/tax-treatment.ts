// Which VAT an invoice charges. The seller's standard rate applies, except for a business in
// another EU country that gave its VAT id: that supply is reverse-charged (0 % on our
// invoice; the customer accounts for the VAT in its own country, Art. 196 of the VAT Directive).

const EU_COUNTRIES = new Set([
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT",
  "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
]);

export interface TaxTreatmentInput {
  sellerCountry: string;
  customerCountry: string | null;
  customerVatId: string | null;
  /** The account's rate otherwise, in basis points. */
  standardRateBps: number;
}

export interface TaxTreatment {
  rateBps: number;
  reverseCharge: boolean;
}

export function taxTreatment({ sellerCountry, customerCountry, customerVatId, standardRateBps }: TaxTreatmentInput): TaxTreatment {
  const crossBorderEuBusiness =
    !!customerVatId?.trim() && !!customerCountry && customerCountry !== sellerCountry && EU_COUNTRIES.has(customerCountry);
  return crossBorderEuBusiness ? { rateBps: 0, reverseCharge: true } : { rateBps: standardRateBps, reverseCharge: false };
}

/** The sentence a reverse-charged invoice carries. */
export const REVERSE_CHARGE_NOTE = "Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).";
