import { bearer, expect, test } from "./api-fixtures";

// Exact per-token limits over real HTTP. Each test uses a token of its own, so its window
// starts with its first request and the whole burst fits in one 60-second window.

async function burst(urls: string[], token: string) {
  const responses = await Promise.all(urls.map((url) => fetch(url, { headers: bearer(token) })));
  await Promise.all(responses.map((response) => response.arrayBuffer()));
  return responses;
}

test.describe("rate limits", () => {
  test.describe.configure({ timeout: 120_000 });

  test("650 concurrent requests: exactly 600 succeed, the rest get 429 with Retry-After", async ({ baseURL, tokens }) => {
    const responses = await burst(Array.from({ length: 650 }, () => `${baseURL}/v1/modules`), tokens.rateLimitDefault.token);
    const ok = responses.filter((response) => response.status === 200);
    const limited = responses.filter((response) => response.status === 429);
    expect(ok).toHaveLength(600);
    expect(limited).toHaveLength(50);

    // Request by request the headers agree: each success saw a distinct remaining count.
    const remaining = ok.map((response) => Number(response.headers.get("x-ratelimit-remaining"))).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 600 }, (_, index) => index));
    for (const response of [...ok, ...limited]) {
      expect(response.headers.get("x-ratelimit-limit")).toBe("600");
      expect(response.headers.get("ratelimit-policy")).toBe('"default";q=600;w=60');
    }
    for (const response of limited) {
      expect(response.headers.get("x-ratelimit-remaining")).toBe("0");
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
    }
    // Refused requests gave their point back: the count stands at the limit, not above it.
    const after = await fetch(`${baseURL}/v1/modules`, { headers: bearer(tokens.rateLimitDefault.token) });
    expect(after.status).toBe(429);
    expect(after.headers.get("ratelimit")).toMatch(/^"default";r=0;t=\d+$/);
  });

  test("two instances on one Redis never admit more than the limit in total", async ({ baseURL, tokens, project }) => {
    test.skip(!project.secondInstanceURL, "needs two app instances on a shared Redis (the PostgreSQL project)");
    const urls = Array.from({ length: 650 }, (_, index) => `${index % 2 ? project.secondInstanceURL : baseURL}/v1/modules`);
    const responses = await burst(urls, tokens.rateLimitSplit.token);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(600);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(50);
  });

  test("an extended token gets exactly 3 000 per minute", async ({ baseURL, tokens }) => {
    const responses: Response[] = [];
    // In waves of 610 so the client does not open 3 050 sockets at once.
    for (let sent = 0; sent < 3050; sent += 610) {
      responses.push(...(await burst(Array.from({ length: 610 }, () => `${baseURL}/v1/modules`), tokens.rateLimitExtended.token)));
    }
    expect(responses.filter((response) => response.status === 200)).toHaveLength(3000);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(50);
    expect(responses[0]!.headers.get("x-ratelimit-limit")).toBe("3000");
    expect(responses[0]!.headers.get("ratelimit-policy")).toBe('"extended";q=3000;w=60');
  });

  test("failed authentication is throttled per client address", async ({ baseURL }) => {
    // The address comes from X-Forwarded-For (set by the reverse proxy in front of the app);
    // a documentation address of its own keeps this burst out of other tests' bucket.
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const responses = await Promise.all(
      Array.from({ length: 70 }, () => fetch(`${baseURL}/v1/modules`, { headers: { Authorization: "Bearer nope", "X-Forwarded-For": address } })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const limited = responses.find((response) => response.status === 429)!;
    expect(limited.headers.get("ratelimit-policy")).toBe('"anonymous";q=60;w=60');
  });
});
