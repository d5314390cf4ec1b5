// An ECDSA signature as GitHub sends it: DER, SEQUENCE { INTEGER r, INTEGER s }. Parsed
// strictly (short-form lengths, minimal positive integers, nothing after) so that the r the
// replay check keys on is read from exactly the bytes OpenSSL verified, never a lenient guess.

export interface EcdsaSignature {
  r: bigint;
  s: bigint;
}

/** r and s, or null unless the bytes are exactly one canonical SEQUENCE of two positive INTEGERs. */
export function parseDerEcdsaSignature(der: Uint8Array): EcdsaSignature | null {
  // Short-form length only: a P-256 signature is at most 72 bytes.
  if (der.length < 8 || der[0] !== 0x30 || der[1] !== der.length - 2 || der[1]! > 0x7f) return null;
  const r = readInteger(der, 2);
  if (!r) return null;
  const s = readInteger(der, r.end);
  if (!s || s.end !== der.length) return null;
  return { r: r.value, s: s.value };
}

function readInteger(der: Uint8Array, offset: number): { value: bigint; end: number } | null {
  const length = der[offset + 1];
  if (der[offset] !== 0x02 || length === undefined || length === 0 || length > 0x7f) return null;
  const start = offset + 2;
  const end = start + length;
  if (end > der.length) return null;
  const first = der[start]!;
  // Negative (high bit set), zero, or padded with a 0x00 the next byte does not need.
  if (first & 0x80 || (first === 0 && (length === 1 || !(der[start + 1]! & 0x80)))) return null;
  return { value: BigInt(`0x${Buffer.from(der.subarray(start, end)).toString("hex")}`), end };
}

/** The canonical DER of a signature (short form: P-256 and P-384 fit, P-521 would not). */
export function encodeDerEcdsaSignature(signature: EcdsaSignature): Buffer {
  const body = Buffer.concat([encodeInteger(signature.r), encodeInteger(signature.s)]);
  if (body.length > 0x7f) throw new RangeError("Too long for a short-form DER length");
  return Buffer.concat([Buffer.from([0x30, body.length]), body]);
}

function encodeInteger(value: bigint): Buffer {
  if (value <= 0n) throw new RangeError("ECDSA r and s are positive");
  const hex = value.toString(16);
  const bytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, "hex");
  // A leading 0x00 keeps a value whose high bit is set from reading as negative.
  const content = bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes;
  return Buffer.concat([Buffer.from([0x02, content.length]), content]);
}
