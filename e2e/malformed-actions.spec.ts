import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { MULTIPART_CONTENT_TYPE, multipartBody as multipart } from "../lib/testing/multipart-body";
import { startClockServer } from "./e2e-clock";
import { DEMO_ADMIN, expect, signIn, test } from "./fixtures";

// Issue 37: malformed server-action calls answered 500 and left a stack trace in the log. Every
// action of the production build (from its server-reference manifest, so a new one is covered
// without a change here) gets each shape below from a signed-in session, on a server of the
// spec's own whose log the spec reads: none may answer 5xx, the shapes Next decodes itself are
// refused with 400, 403 or 413 (proxy.ts, before Next reads them), and the log has no error. So is a
// callbackUrl that is no URL.

interface ManifestEntry {
  workers: Record<string, unknown>;
  exportedName?: string;
  filename?: string;
}

/** Every server action of the build, with a page that serves it (any one: Next finds it by id). */
function buildActions(): { id: string; name: string; page: string }[] {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  const manifest = JSON.parse(readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8")) as { node: Record<string, ManifestEntry> };
  return Object.entries(manifest.node).flatMap(([id, entry]) => {
    const worker = Object.keys(entry.workers).find((key) => key.endsWith("/page"));
    if (!worker) return [];
    // app/(dashboard)/modules/[id]/page → /modules/x: groups dropped, a dynamic segment filled in.
    const page = `/${worker.replace(/^app\//, "").replace(/\/?page$/, "").split("/").filter((part) => part && !/^\(.*\)$/.test(part)).map((part) => (/^\[.*\]$/.test(part) ? "x" : part)).join("/")}`;
    return [{ id, name: `${entry.exportedName ?? id} (${entry.filename ?? worker})`, page }];
  });
}


interface Shape {
  name: string;
  body: string;
  /** Default: text/plain, as the page's client sends the JSON list of arguments. */
  contentType?: string;
  /** Default: the server's own origin. */
  origin?: string;
  expected?: number;
}

/** What a forged or garbled call may send, and what it must be answered with at most. */
const shapes: Shape[] = [
  { name: "[]", body: "[]" },
  { name: "[null]", body: "[null]" },
  { name: "{}", body: "{}" },
  { name: "a string", body: '"a string, not a list of arguments"', expected: 400 },
  { name: "JSON it cannot parse", body: '[{"accountId": ', expected: 400 },
  { name: "over 1 MB", body: `["${"x".repeat(1024 * 1024 + 16)}"]`, expected: 413 },
  { name: "multipart that cannot be read", body: "garbage", contentType: MULTIPART_CONTENT_TYPE, expected: 400 },
  { name: "multipart without a boundary", body: "garbage", contentType: "multipart/form-data", expected: 400 },
  { name: "multipart arguments that are not JSON", body: multipart({ "0": "{bad json" }), contentType: MULTIPART_CONTENT_TYPE, expected: 400 },
  { name: "a bound argument that is not JSON", body: multipart({ "0": '["$K1"]', "1_$ACTION_1:0": "{bad" }), contentType: MULTIPART_CONTENT_TYPE, expected: 400 },
  { name: "another site's Origin", body: "[]", origin: "http://evil.example", expected: 403 },
];

async function callAction(request: APIRequestContext, baseURL: string, action: { id: string; page: string }, shape: Shape): Promise<number> {
  const response = await request.post(`${baseURL}${action.page}`, {
    headers: { "Next-Action": action.id, "Content-Type": shape.contentType ?? "text/plain;charset=UTF-8", Accept: "text/x-component", Origin: shape.origin ?? baseURL },
    data: shape.body,
    maxRedirects: 0,
  });
  return response.status();
}

test("no server action answers a malformed call with 5xx, and none leaves an error in the log", async ({ browser }) => {
  test.setTimeout(600_000);
  const actions = buildActions();
  // The build has every action the "use server" files export (60 when this was written).
  expect(actions.length).toBeGreaterThanOrEqual(50);
  const server = await startClockServer();
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  try {
    const answers: { action: string; shape: string; status: number }[] = [];
    // Signing out is an action too (given [] it signs this session out): it goes last.
    const ordered = [...actions.filter((action) => !action.name.startsWith("signOutAction")), ...actions.filter((action) => action.name.startsWith("signOutAction"))];
    await signIn(page, DEMO_ADMIN);
    for (const action of ordered) {
      for (const shape of shapes) {
        const status = await callAction(context.request, server.baseURL, action, shape);
        answers.push({ action: action.name, shape: shape.name, status });
      }
    }
    const serverErrors = answers.filter((answer) => answer.status >= 500);
    console.info(`malformed calls: ${actions.length} actions × ${shapes.length} shapes = ${answers.length} calls, ${serverErrors.length} answered 5xx`);
    expect(serverErrors).toEqual([]);
    for (const shape of shapes.filter((each) => each.expected)) {
      expect(answers.filter((answer) => answer.shape === shape.name && answer.status !== shape.expected), `${shape.name}: ${shape.expected}`).toEqual([]);
    }
    // A callbackUrl that is no URL (a port followed by a host), in the query and in Auth.js's cookie: refused quietly.
    const badCallbackUrl = "http://localhost:3900.evil.example/";
    for (const target of [`/api/auth/signin?callbackUrl=${encodeURIComponent(badCallbackUrl)}`, "/api/auth/providers", `/sign-in?callbackUrl=${encodeURIComponent(badCallbackUrl)}`]) {
      const response = await fetch(`${server.baseURL}${target}`, { headers: { cookie: `authjs.callback-url=${encodeURIComponent(badCallbackUrl)}` }, redirect: "manual" });
      expect(response.status, target).toBeLessThan(500);
    }
    // Nothing at error level: no pino error line, no stack trace from Next's console.error.
    const log = server.log();
    expect(log.split("\n").filter((line) => /"level":(50|60)/.test(line) || /^\s+at /.test(line) || /⨯/.test(line)).slice(0, 20)).toEqual([]);
  } finally {
    await context.close();
    await server.stop();
  }
});
