import { generateKeyPairSync, sign } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeDerEcdsaSignature, parseDerEcdsaSignature } from "./ecdsa-der-signature";

const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
const signature = fc.uint8Array({ maxLength: 64 }).map((message) => sign("sha256", message, { key: privateKey, dsaEncoding: "der" }));
const scalar = fc.bigInt({ min: 1n, max: P256_ORDER - 1n });
const hex = (value: string) => Buffer.from(value.replaceAll(" ", ""), "hex");

describe("DER ECDSA signatures", () => {
  it("read back what OpenSSL signs, byte for byte, and round-trip any r and s", () => {
    fc.assert(
      fc.property(signature, (der) => {
        expect(encodeDerEcdsaSignature(parseDerEcdsaSignature(der)!)).toEqual(der);
      }),
    );
    fc.assert(
      fc.property(scalar, scalar, (r, s) => {
        expect(parseDerEcdsaSignature(encodeDerEcdsaSignature({ r, s }))).toEqual({ r, s });
      }),
    );
  });

  it("accept only the canonical encoding: whatever parses re-encodes to the same bytes", () => {
    const mutated = fc.tuple(signature, fc.nat(), fc.integer({ min: 0, max: 255 })).map(([der, at, byte]) => {
      const copy = Buffer.from(der);
      copy[at % copy.length] = byte;
      return copy;
    });
    const anyBytes = fc.uint8Array({ minLength: 8, maxLength: 12 });
    fc.assert(
      fc.property(fc.oneof(mutated, anyBytes), (der) => {
        const parsed = parseDerEcdsaSignature(der);
        if (parsed) expect(encodeDerEcdsaSignature(parsed)).toEqual(Buffer.from(der));
      }),
      { numRuns: 2000 },
    );
  });

  it("refuse padded, negative, zero, long-form, truncated and trailing encodings", () => {
    expect(parseDerEcdsaSignature(hex("30 06 02 01 05 02 01 07"))).toEqual({ r: 5n, s: 7n });
    for (const refused of [
      "30 07 02 02 00 05 02 01 07", // r padded with a 0x00 it does not need
      "30 06 02 01 85 02 01 07", // r negative
      "30 06 02 01 00 02 01 07", // r zero
      "30 81 06 02 01 05 02 01 07", // long-form length
      "30 06 02 81 01 05 02 01 07", // long-form integer length
      "30 06 02 01 05 02 02 07", // s runs past the end
      "30 07 02 01 05 02 01 07 00", // a byte after s
      "30 06 02 01 05 02 01 07 00", // a byte after the SEQUENCE
      "31 06 02 01 05 02 01 07", // not a SEQUENCE
      "30 06 03 01 05 02 01 07", // not an INTEGER
      "",
    ]) {
      expect(parseDerEcdsaSignature(hex(refused)), refused).toBeNull();
    }
  });
});
