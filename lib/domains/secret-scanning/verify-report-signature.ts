import { createPublicKey, verify } from "node:crypto";
import { parseDerEcdsaSignature } from "./ecdsa-der-signature";

export interface VerifyReportSignatureOptions {
  /** The raw request body, exactly as received: the signature covers these bytes. */
  body: Buffer;
  keyIdentifier: string;
  /** Base64 of the DER-encoded ECDSA signature (Github-Public-Key-Signature). */
  signature: string;
  /** `{ key_identifier: PEM }`, from SECRET_SCANNING_PUBLIC_KEYS. */
  publicKeys: Record<string, string>;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Checks GitHub's ECDSA P-256 / SHA-256 signature of a secret scanning report. An unknown key
 * identifier, a key that is not P-256, or a malformed signature all count as "not verified";
 * so does DER OpenSSL might take but the strict parser refuses, since the replay key is read from it.
 */
export function verifyReportSignature(options: VerifyReportSignatureOptions): boolean {
  const pem = Object.hasOwn(options.publicKeys, options.keyIdentifier) ? options.publicKeys[options.keyIdentifier] : undefined;
  if (!pem || !BASE64.test(options.signature) || options.signature.length > 256) return false;
  try {
    const key = createPublicKey(pem);
    if (key.asymmetricKeyType !== "ec" || key.asymmetricKeyDetails?.namedCurve !== "prime256v1") return false;
    const der = Buffer.from(options.signature, "base64");
    return parseDerEcdsaSignature(der) !== null && verify("sha256", options.body, { key, dsaEncoding: "der" }, der);
  } catch {
    return false;
  }
}
