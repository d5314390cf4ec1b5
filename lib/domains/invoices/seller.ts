/** Who issues the invoices: our company, as printed in the PDF's seller block. */
export interface Seller {
  name: string;
  /** Postal address, one line per entry. */
  address: string[];
  vatId: string;
  /** ISO 3166-1 alpha-2: where the supply is made from, for the VAT treatment. */
  country: string;
  email: string;
  /** Where to pay: printed under the totals. */
  bank: { name: string; iban: string; bic: string };
}

export const seller: Seller = {
  name: "Integrations Cloud Ltd",
  address: ["14 Harbour Exchange Square", "London E14 9GE", "United Kingdom"],
  vatId: "GB 123 4567 89",
  country: "GB",
  email: "billing@integrations.cloud",
  bank: { name: "Northbank plc", iban: "GB33 NBPL 4005 1512 3456 78", bic: "NBPLGB2L" },
};
