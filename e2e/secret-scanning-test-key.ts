import { sign } from "node:crypto";

// A P-256 key pair for the end-to-end tests ONLY: the e2e servers trust its public half as a
// GitHub secret scanning key (playwright.config.ts), and the specs sign reports with the
// private half, playing GitHub. It protects nothing: never configure it anywhere else.

export const E2E_SECRET_SCANNING_KEY_ID = "e2e-secret-scanning-key";

export const E2E_SECRET_SCANNING_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEHhI3X1IzC7CYkqzGsrx9cYV+UETo
0DOQttIS00HyrYP7KEP1gI3qTx9ny/DsE18Cvt+BinE40r7MHyNBYuyW7Q==
-----END PUBLIC KEY-----`;

const PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgEOJdxpyqEk4JlLoc
pLM/dTUTEa6HJTRlDckjdOsuFvyhRANCAAQeEjdfUjMLsJiSrMayvH1xhX5QROjQ
M5C20hLTQfKtg/soQ/WAjepPH2fL8OwTXwK+34GKcTjSvswfI0Fi7Jbt
-----END PRIVATE KEY-----`;

/** SECRET_SCANNING_PUBLIC_KEYS for the e2e servers. */
export const e2eSecretScanningPublicKeys = () => JSON.stringify({ [E2E_SECRET_SCANNING_KEY_ID]: E2E_SECRET_SCANNING_PUBLIC_KEY });

/** Signs a report body the way GitHub does: base64 of the DER ECDSA P-256 / SHA-256 signature. */
export const signAsGitHub = (body: string): string =>
  sign("sha256", Buffer.from(body), { key: PRIVATE_KEY, dsaEncoding: "der" }).toString("base64");
