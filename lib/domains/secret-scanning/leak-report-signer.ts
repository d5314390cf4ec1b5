import { generateKeyPairSync, sign } from "node:crypto";

// Tests play GitHub: a P-256 key pair made here, the public half configured as
// SECRET_SCANNING_PUBLIC_KEYS would be, and reports signed the way GitHub signs them.

export interface LeakReportSigner {
  keyIdentifier: string;
  publicKeyPem: string;
  /** Signs the exact body bytes; base64 of the DER signature, as in Github-Public-Key-Signature. */
  sign: (body: string) => string;
}

export function createLeakReportSigner(keyIdentifier = "test-key-1"): LeakReportSigner {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  return {
    keyIdentifier,
    publicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
    sign: (body) => sign("sha256", Buffer.from(body), { key: privateKey, dsaEncoding: "der" }).toString("base64"),
  };
}
