import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { e2eBasePort, lanePort, type E2eLane } from "./e2e-lanes";

// The OpenID Connect provider the e2e servers are configured with (AUTH_OIDC_* in
// playwright.config.ts): a real one (panva's oidc-provider, e2e/oidc-test-provider.ts), over
// https with a certificate made here, on a port beside the run's app ports, one per lane (e2e-lanes.ts). The servers read
// their settings at start, so the issuer is fixed before they start; the specs that sign in
// through it start the provider themselves. The servers trust the certificate through
// NODE_EXTRA_CA_CERTS, as a deployment would trust a private CA.

export const e2eOidcPort = (lane: E2eLane): number => lanePort(lane, 50);
export const e2eOidcIssuer = (lane: E2eLane): string => `https://127.0.0.1:${e2eOidcPort(lane)}`;
export const e2eOidcClient = { clientId: "integrations-e2e", clientSecret: "e2e-oidc-client-secret-0123456789" };
export const e2eOidcName = "Test SSO";
/** The app servers of the run (base … base + 3): the provider accepts their callbacks by address and by name. */
export const e2eOidcRedirectUris = [0, 1, 2, 3].flatMap((offset) =>
  ["127.0.0.1", "localhost"].map((host) => `http://${host}:${e2eBasePort + offset}/api/auth/callback/oidc`),
);

const certificateDir = path.join(import.meta.dirname, "..", ".data", "e2e", String(e2eBasePort), "oidc");
export const e2eOidcCertificate = { certFile: path.join(certificateDir, "cert.pem"), keyFile: path.join(certificateDir, "key.pem") };

/** Makes the provider's self-signed certificate (P-256, for 127.0.0.1 and localhost) once per run directory. */
export function ensureE2eOidcCertificate(): typeof e2eOidcCertificate {
  if (existsSync(e2eOidcCertificate.certFile) && existsSync(e2eOidcCertificate.keyFile)) return e2eOidcCertificate;
  mkdirSync(certificateDir, { recursive: true });
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
    "-keyout", e2eOidcCertificate.keyFile, "-out", e2eOidcCertificate.certFile, "-days", "30",
    "-subj", "/CN=e2e OIDC provider", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
    "-addext", "basicConstraints=critical,CA:TRUE",
  ], { stdio: "pipe" });
  return e2eOidcCertificate;
}

/** What every e2e server of `lane` is started with. */
export function e2eOidcServerEnv(lane: E2eLane): Record<string, string> {
  const { certFile } = ensureE2eOidcCertificate();
  return {
    AUTH_OIDC_ISSUER: e2eOidcIssuer(lane),
    AUTH_OIDC_CLIENT_ID: e2eOidcClient.clientId,
    AUTH_OIDC_CLIENT_SECRET: e2eOidcClient.clientSecret,
    AUTH_OIDC_NAME: e2eOidcName,
    NODE_EXTRA_CA_CERTS: certFile,
  };
}
