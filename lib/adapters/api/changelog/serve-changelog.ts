import type { V1Operation } from "../operation";
import { changelogDocument } from "./changelog-document";
import { changelogHtml } from "./changelog-html";

// The changelog is public, the same for every caller and every version, and changes only with a
// deploy: rendered once per operation list (in practice the app's one list) and cacheable.
const rendered = new WeakMap<readonly V1Operation[], { json: string; html: string }>();

function renderedFor(operations: readonly V1Operation[]) {
  let entry = rendered.get(operations);
  if (!entry) {
    const changelog = changelogDocument(operations);
    entry = { json: JSON.stringify(changelog, null, 2), html: changelogHtml(changelog) };
    rendered.set(operations, entry);
  }
  return entry;
}

export function changelogResponse(format: "json" | "html", operations: readonly V1Operation[]): Response {
  const { json, html } = renderedFor(operations);
  return new Response(format === "json" ? json : html, {
    headers: {
      "Content-Type": format === "json" ? "application/json" : "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      "Access-Control-Allow-Origin": "*",
      // The page has no script and loads nothing: its own inline style is all it may use.
      ...(format === "html" ? { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'" } : {}),
    },
  });
}
