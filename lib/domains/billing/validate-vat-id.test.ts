import { describe, expect, it } from "vitest";
import { validateVatId } from "./validate-vat-id";

describe("validateVatId", () => {
  // Published example or registered ids with correct check digits.
  const valid: [string, string, string][] = [
    ["DE", "DE 136 695 976", "DE136695976"],
    ["FR", "FR40303265045", "FR40303265045"],
    ["IT", "IT00743110157", "IT00743110157"],
    ["NL", "NL004495445B01", "NL004495445B01"],
    ["NL", "nl 8110.65.595.B01", "NL811065595B01"],
    ["BE", "BE0403.170.701", "BE0403170701"],
    ["ES", "ESA28015865", "ESA28015865"],
    ["ES", "ES12345678Z", "ES12345678Z"],
    ["AT", "ATU12345678", "ATU12345678"],
    ["GR", "EL123456789", "EL123456789"],
    ["CH", "CHE123456789", "CHE123456789"],
  ];
  for (const [country, raw, normalised] of valid) {
    it(`accepts ${raw} for ${country}`, () => expect(validateVatId(country, raw)).toEqual({ ok: true, vatId: normalised }));
  }

  const wrongCheckDigit: [string, string][] = [
    ["DE", "DE136695977"],
    ["FR", "FR41303265045"],
    ["IT", "IT00743110158"],
    ["NL", "NL004495446B01"],
    ["BE", "BE0403170702"],
    ["ES", "ESA28015866"],
    ["ES", "ES12345678A"],
  ];
  for (const [country, raw] of wrongCheckDigit) {
    it(`refuses ${raw}: wrong check digit`, () => {
      const result = validateVatId(country, raw);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toContain("check digit does not match");
    });
  }

  it("says what is expected for a wrong format", () => {
    expect(validateVatId("DE", "DE12345")).toEqual({ ok: false, message: "DE VAT ids are DE followed by 9 digits." });
    expect(validateVatId("AT", "AT12345678")).toEqual({ ok: false, message: "AT VAT ids are AT followed by U followed by 8 digits." });
    expect(validateVatId("DE", "FR40303265045")).toEqual({ ok: false, message: "A VAT id for this country starts with DE." });
  });
});
