// The account e2e/api-version.spec.ts upgrades and rolls back: its own, on the first /v1 version,
// so no other spec's calls change shape while it runs. scripts/prepare-test-server.ts makes it,
// with an owner and a read token (written to the tokens file as `apiVersionRead`).
export const API_VERSION_ACCOUNT = { slug: "api-version-e2e", name: "Versions Test Co", apiVersion: "2026-11-22" } as const;

export const API_VERSION_OWNER = {
  email: "owner@api-version-e2e.test",
  password: "api-version owner password",
} as const;
