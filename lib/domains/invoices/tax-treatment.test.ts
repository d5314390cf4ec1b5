import { describe, expect, it } from "vitest";
import { taxTreatment } from "./tax-treatment";

const standard = { sellerCountry: "GB", standardRateBps: 2000 };

describe("taxTreatment", () => {
  it("reverse-charges an EU business in another country that gave its VAT id, at 0 %", () => {
    expect(taxTreatment({ ...standard, customerCountry: "DE", customerVatId: "DE123456789" })).toEqual({ rateBps: 0, reverseCharge: true });
  });

  it("charges the standard rate without a VAT id, in the seller's own country, or outside the EU", () => {
    expect(taxTreatment({ ...standard, customerCountry: "DE", customerVatId: null })).toEqual({ rateBps: 2000, reverseCharge: false });
    expect(taxTreatment({ ...standard, customerCountry: "DE", customerVatId: "  " })).toEqual({ rateBps: 2000, reverseCharge: false });
    expect(taxTreatment({ sellerCountry: "DE", standardRateBps: 1900, customerCountry: "DE", customerVatId: "DE123456789" })).toEqual({
      rateBps: 1900,
      reverseCharge: false,
    });
    expect(taxTreatment({ ...standard, customerCountry: "US", customerVatId: "US-1" })).toEqual({ rateBps: 2000, reverseCharge: false });
  });
});
