import type { APIRequestContext } from "@playwright/test";
import { bearer, expect, expectCommonHeaders, expectProblem, test } from "./api-fixtures";

// GET /v1/audit over real HTTP: keyset pages with Link headers, filters, cursor integrity,
// tenancy and scope, and a walk through the whole journal while new entries are written.

interface Entry {
  id: string;
  occurred_at: string;
  action: string;
  actor: { type: string; id: string | null; display: string };
  resource: { type: string; id: string } | null;
}
interface Page {
  data: Entry[];
  next_cursor: string | null;
  has_more: boolean;
}

const getPage = async (request: APIRequestContext, token: string, query: string) => {
  const response = await request.get(`/v1/audit${query}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return { response, page: (await response.json()) as Page };
};

/** Newest first: by occurred_at (microsecond text compares as time), then id. */
function expectNewestFirst(entries: Entry[]) {
  for (let i = 1; i < entries.length; i++) {
    const [a, b] = [entries[i - 1]!, entries[i]!];
    expect(a.occurred_at > b.occurred_at || (a.occurred_at === b.occurred_at && a.id > b.id), `${a.id} before ${b.id}`).toBe(true);
  }
}

test.describe("audit journal", () => {
  test("GET /v1/audit returns a page newest first with a Link to the next, matching the document", async ({ request, tokens, matchesDocument }) => {
    const first = await request.get("/v1/audit", { headers: bearer(tokens.acmeRead.token) });
    expect(first.status()).toBe(200);
    expectCommonHeaders(first);
    const page = (await matchesDocument(first, "/v1/audit", "get")) as Page;
    expect(page.data).toHaveLength(50);
    expect(page.has_more).toBe(true);
    expect(page.next_cursor).toMatch(/^[A-Za-z0-9._~-]+$/);
    expect(page.data[0]!.occurred_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expectNewestFirst(page.data);

    const link = first.headers()["link"];
    expect(link).toBe(`</v1/audit?cursor=${page.next_cursor}>; rel="next"`);
    const next = await request.get(link!.slice(1, link!.indexOf(">")), { headers: bearer(tokens.acmeRead.token) });
    const second = (await matchesDocument(next, "/v1/audit", "get")) as Page;
    expect(second.data).toHaveLength(50);
    expectNewestFirst([...page.data, ...second.data]);
    expect(new Set([...page.data, ...second.data].map((entry) => entry.id)).size).toBe(100);
  });

  test("limit is 1 to 200; outside that, or an unknown parameter, is a 422", async ({ request, tokens }) => {
    expect((await getPage(request, tokens.acmeRead.token, "?limit=1")).page.data).toHaveLength(1);
    expect((await getPage(request, tokens.acmeRead.token, "?limit=200")).page.data).toHaveLength(200);
    for (const query of ["?limit=0", "?limit=201", "?limit=abc", "?limit=1.5", "?colour=blue"]) {
      await expectProblem(await request.get(`/v1/audit${query}`, { headers: bearer(tokens.acmeRead.token) }), 422, "validation_failed");
    }
  });

  test("filters by action, actor, resource and time; the Link keeps them", async ({ request, tokens }) => {
    const token = tokens.acmeRead.token;
    const { response, page } = await getPage(request, token, "?action=user.signed_in&limit=20");
    expect(page.data.length).toBe(20);
    expect(page.data.every((entry) => entry.action === "user.signed_in")).toBe(true);
    expect(response.headers()["link"]).toContain("action=user.signed_in");

    const rotation = (await getPage(request, token, "?action=module.token.rotated&limit=1")).page.data[0]!;
    const byResource = (await getPage(request, token, `?resource_id=${rotation.resource!.id}&limit=200`)).page.data;
    expect(byResource.length).toBeGreaterThan(0);
    expect(byResource.every((entry) => entry.resource?.id === rotation.resource!.id)).toBe(true);

    const signIn = page.data[5]!;
    const byActor = (await getPage(request, token, `?actor_id=${signIn.actor.id}&limit=200`)).page.data;
    expect(byActor.every((entry) => entry.actor.id === signIn.actor.id)).toBe(true);

    // since is inclusive, until exclusive, both to the microsecond.
    const at = encodeURIComponent(signIn.occurred_at);
    const since = (await getPage(request, token, `?action=user.signed_in&since=${at}&limit=200`)).page.data;
    expect(since.at(-1)!.id).toBe(signIn.id);
    const until = (await getPage(request, token, `?action=user.signed_in&until=${at}&limit=1`)).page.data;
    expect(until[0]!.id).toBe(page.data[6]!.id);

    for (const query of ["?actor_id=nobody", "?action=DROP%20TABLE", "?since=yesterday", `?since=${at}&until=${at}`]) {
      await expectProblem(await request.get(`/v1/audit${query}`, { headers: bearer(token) }), 422, "validation_failed");
    }
  });

  test("a tampered, foreign or other-filter cursor is a 400", async ({ request, tokens }) => {
    const { page } = await getPage(request, tokens.acmeRead.token, "?action=user.signed_in&limit=5");
    const cursor = page.next_cursor!;
    const [payload, mac] = cursor.split(".");
    const tampered = `${payload!.slice(0, -2)}${payload!.endsWith("A") ? "B" : "A"}${payload!.slice(-1)}.${mac}`;
    const cases = [
      [tokens.acmeRead.token, `?action=user.signed_in&cursor=${tampered}`],
      [tokens.acmeRead.token, `?action=user.signed_in&cursor=${payload}.${mac!.slice(0, -3)}xyz`],
      [tokens.acmeRead.token, `?action=token.created&cursor=${cursor}`],
      [tokens.acmeRead.token, `?cursor=${cursor}`],
      [tokens.globexReadWrite.token, `?action=user.signed_in&cursor=${cursor}`],
      [tokens.acmeRead.token, "?cursor=not-a-cursor"],
    ] as const;
    for (const [token, query] of cases) {
      await expectProblem(await request.get(`/v1/audit${query}`, { headers: bearer(token) }), 400, "invalid_cursor");
    }
    // The same cursor with the same filters continues, whatever the page size.
    expect((await getPage(request, tokens.acmeRead.token, `?action=user.signed_in&limit=2&cursor=${cursor}`)).page.data).toHaveLength(2);
  });

  test("a token sees its own account's journal only", async ({ request, tokens }) => {
    const acme = (await getPage(request, tokens.acmeRead.token, "?limit=200")).page.data;
    const globex = (await getPage(request, tokens.globexReadWrite.token, "?limit=200")).page.data;
    expect(globex.length).toBeGreaterThan(0);
    const acmeIds = new Set(acme.map((entry) => entry.id));
    expect(globex.some((entry) => acmeIds.has(entry.id))).toBe(false);
    // Not a user: a person who belongs to both accounts is a resource in both journals.
    const acmeResource = acme.find((entry) => entry.resource && entry.resource.type !== "user")!.resource!.id;
    expect((await getPage(request, tokens.globexReadWrite.token, `?resource_id=${acmeResource}`)).page.data).toEqual([]);
    expect((await getPage(request, tokens.globexReadWrite.token, `?actor_id=${tokens.acmeRead.id}`)).page.data).toEqual([]);
  });

  test("reading needs the read scope; a refused authentication lands at the top", async ({ request, tokens }) => {
    await expectProblem(await request.get("/v1/audit", { headers: bearer(tokens.acmeWrite.token) }), 403, "insufficient_scope");
    await expectProblem(await request.get("/v1/audit", { headers: bearer(tokens.acmeRevoked.token) }), 401, "invalid_token");
    const [newest] = (await getPage(request, tokens.acmeRead.token, "?limit=1")).page.data;
    expect(newest).toMatchObject({
      action: "token.authentication_refused",
      actor: { type: "token", id: tokens.acmeRevoked.id },
      resource: { type: "access_token", id: tokens.acmeRevoked.id },
    });
  });

  test("a client paging the journal while entries are written sees every entry exactly once", async ({ request, tokens }) => {
    const modules = (await (await request.get("/v1/modules", { headers: bearer(tokens.acmeRead.token) })).json()).data as { id: string }[];
    const seen: Entry[] = [];
    let query = "?limit=200";
    for (let writes = 0; ; writes++) {
      const { page } = await getPage(request, tokens.acmeRead.token, query);
      seen.push(...page.data);
      if (!page.next_cursor) break;
      query = `?limit=200&cursor=${page.next_cursor}`;
      // A write between every two pages: a new entry at the head of the journal.
      const rotated = await request.post(`/v1/modules/${modules[writes % modules.length]!.id}/tokens`, {
        headers: bearer(tokens.acmeReadWrite.token),
        data: { grace_period_seconds: 60 },
      });
      expect(rotated.status()).toBe(201);
    }
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(3000);
    expectNewestFirst(seen);

    // Walking again now: exactly what was there at the start, plus the entries written meanwhile.
    const now: Entry[] = [];
    for (let query: string | null = "?limit=200"; query; ) {
      const { page } = await getPage(request, tokens.acmeRead.token, query);
      now.push(...page.data);
      query = page.next_cursor ? `?limit=200&cursor=${page.next_cursor}` : null;
    }
    const top = seen[0]!;
    const older = now.filter((entry) => entry.occurred_at < top.occurred_at || (entry.occurred_at === top.occurred_at && entry.id <= top.id));
    expect(older.map((entry) => entry.id)).toEqual(seen.map((entry) => entry.id));
    const newer = now.slice(0, now.length - older.length);
    expect(newer.length).toBeGreaterThanOrEqual(10);
    expect(newer.every((entry) => entry.action === "module.token.rotated")).toBe(true);
  });
});
