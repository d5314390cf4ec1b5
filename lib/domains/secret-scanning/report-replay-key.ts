import { sha256Hex } from "../../platform/crypto/sha256";
import { parseDerEcdsaSignature } from "./ecdsa-der-signature";

export interface ReportReplayKeyOptions {
  keyIdentifier: string;
  /** The Github-Public-Key-Signature header: base64 of the DER signature. */
  signature: string;
}

/**
 * What a replayed report is recognised by: the key identifier and the signature's r, or null
 * when the signature is not canonical DER. Not the header text: unpadded base64 decodes to the
 * same bytes, and (r, n − s) verifies as well as (r, s) (ECDSA is malleable), but both keep r.
 * Only the key's holder can make a signature with a given r, and a genuine resend (a fresh
 * random nonce) has another.
 */
export function reportReplayKey(options: ReportReplayKeyOptions): string | null {
  const parsed = parseDerEcdsaSignature(Buffer.from(options.signature, "base64"));
  return parsed && sha256Hex(JSON.stringify([options.keyIdentifier, parsed.r.toString(16)]));
}
