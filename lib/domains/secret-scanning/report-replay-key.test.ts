import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeDerEcdsaSignature, parseDerEcdsaSignature } from "./ecdsa-der-signature";
import { createLeakReportSigner } from "./leak-report-signer";
import { reportReplayKey } from "./report-replay-key";
import { verifyReportSignature } from "./verify-report-signature";

const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const signer = createLeakReportSigner();
const publicKeys = { [signer.keyIdentifier]: signer.publicKeyPem };

/** Every way to send the same signature that still verifies: with or without padding, s or n − s. */
function reEncodings(signature: string): string[] {
  const { r, s } = parseDerEcdsaSignature(Buffer.from(signature, "base64"))!;
  const malleated = encodeDerEcdsaSignature({ r, s: P256_ORDER - s }).toString("base64");
  return [signature, malleated].flatMap((each) => [each, each.replace(/=+$/, "")]);
}

describe("reportReplayKey", () => {
  it("is the same for a signature and every re-encoding of it that verifies, and differs for a fresh one", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (body) => {
        const signature = signer.sign(body);
        const key = reportReplayKey({ keyIdentifier: signer.keyIdentifier, signature });
        for (const variant of reEncodings(signature)) {
          expect(verifyReportSignature({ body: Buffer.from(body), keyIdentifier: signer.keyIdentifier, signature: variant, publicKeys })).toBe(true);
          expect(reportReplayKey({ keyIdentifier: signer.keyIdentifier, signature: variant })).toBe(key);
        }
        expect(reportReplayKey({ keyIdentifier: signer.keyIdentifier, signature: signer.sign(body) })).not.toBe(key);
        expect(reportReplayKey({ keyIdentifier: "another-key", signature })).not.toBe(key);
      }),
    );
  });

  it("is null for a signature that is not canonical DER", () => {
    // r padded with a 0x00 it does not need: OpenSSL would refuse it too, the replay key never sees it.
    const padded = Buffer.from("300702020005020107", "hex").toString("base64");
    expect(reportReplayKey({ keyIdentifier: signer.keyIdentifier, signature: padded })).toBeNull();
    expect(reportReplayKey({ keyIdentifier: signer.keyIdentifier, signature: "bm90IERFUg==" })).toBeNull();
  });
});
