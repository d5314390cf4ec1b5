import { expect, test } from "@playwright/test";

// Response headers of the customer area's pages. No browser needed: the request fixture.

function nonceOf(policy: string): string | undefined {
  return policy.match(/'nonce-([^']+)'/)?.[1];
}

test("the sign-in page sends the security headers", async ({ request }) => {
  const response = await request.get("/sign-in", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const headers = response.headers();

  const policy = headers["content-security-policy"] ?? "";
  expect(policy).toContain("frame-ancestors 'none'");
  expect(nonceOf(policy), `no 'nonce-…' source in: ${policy}`).toBeTruthy();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("each response gets its own CSP nonce", async ({ request }) => {
  const first = await request.get("/sign-in", { maxRedirects: 0 });
  const second = await request.get("/sign-in", { maxRedirects: 0 });
  const firstNonce = nonceOf(first.headers()["content-security-policy"] ?? "");
  const secondNonce = nonceOf(second.headers()["content-security-policy"] ?? "");
  expect(firstNonce).toBeTruthy();
  expect(secondNonce).toBeTruthy();
  expect(firstNonce).not.toBe(secondNonce);
});
