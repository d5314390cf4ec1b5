import type { ChangelogDocument } from "./changelog-document";
import { changeAnchor } from "./changelog-document";

// GET /v1/changelog: the changelog as a page a person reads (the `Link: rel="deprecation"` of a
// retiring version points here). Plain HTML with no script and no outside resource, so it is
// served from the API's own origin under a Content-Security-Policy that allows nothing else.

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The little Markdown the change modules write: `code`, **strong**, *emphasis*. Escaped first,
 * so nothing in a change's text can become markup beyond these.
 */
export function inlineMarkdown(text: string): string {
  return escapeHtml(text)
    .split("`")
    .map((part, index) => (index % 2 === 1 ? `<code>${part}</code>` : part.replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>").replace(/\*([^*]+)\*/g, "<em>$1</em>")))
    .join("");
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#18181b}
h1{font-size:1.6rem}h2{font-size:1.3rem;margin-top:2.5rem;border-top:1px solid #e4e4e7;padding-top:1rem}h3{font-size:1.05rem}
code,pre{font-family:ui-monospace,monospace;font-size:.875em}pre{background:#f4f4f5;padding:.75rem;overflow-x:auto;border-radius:4px}
.examples{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}.examples>div{min-width:0}@media (max-width:40rem){.examples{grid-template-columns:1fr}}.meta{color:#52525b}a{color:#1d4ed8}
@media (prefers-color-scheme:dark){body{background:#09090b;color:#e4e4e7}pre{background:#18181b}.meta{color:#a1a1aa}a{color:#93c5fd}h2{border-color:#27272a}}`;

export function changelogHtml(changelog: ChangelogDocument): string {
  const sections = changelog.versions.map((version) => {
    const status = [version.newest ? "the newest version" : null, version.deprecation ? `deprecated on ${version.deprecation.deprecated_at}, sunset on ${version.deprecation.sunset_at}` : null].filter(Boolean);
    const changes = version.changes.length
      ? version.changes
          .map((change) => {
            const affected = [
              ...change.affects.operations.map((operation) => `<code>${escapeHtml(`${operation.method} ${operation.path}`)}</code> (${escapeHtml(operation.operation_id)})`),
              ...change.affects.events.map((event) => `event <code>${escapeHtml(event)}</code>`),
            ];
            return `<section id="${escapeHtml(changeAnchor(version.version, change.id))}">
<h3>${inlineMarkdown(change.title)}</h3>
<p>${inlineMarkdown(change.description)}</p>
<p><strong>Affects:</strong> ${affected.join(", ")}.</p>
<p><strong>How to migrate:</strong> ${inlineMarkdown(change.migration)}</p>
<div class="examples"><div><p class="meta">Before (${escapeHtml(changelog.versions[changelog.versions.indexOf(version) + 1]?.version ?? "previous version")})</p><pre>${escapeHtml(JSON.stringify(change.example.before, null, 2))}</pre></div>
<div><p class="meta">After (${escapeHtml(version.version)})</p><pre>${escapeHtml(JSON.stringify(change.example.after, null, 2))}</pre></div></div>
</section>`;
          })
          .join("\n")
      : "<p>No breaking changes: there is no earlier version.</p>";
    return `<section id="${escapeHtml(version.version)}">
<h2>${escapeHtml(version.version)}</h2>
<p class="meta">Released on ${escapeHtml(version.released_on)}${status.length ? ` · ${status.map((text) => escapeHtml(text!)).join(" · ")}` : ""} · <a href="${escapeHtml(version.openapi_url)}">OpenAPI document</a></p>
<p>${inlineMarkdown(version.summary)}</p>
${changes}
</section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API changelog · Integrations API</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>API changelog</h1>
<p>/v1 never breaks: a change that could break an integration ships as a new dated version. Send <code>Api-Version: YYYY-MM-DD</code> to choose one; without it, a call gets the account's default version (set in the customer area). Every answer names the version that served it in its <code>Api-Version</code> header. Additive changes (new operations, fields, events) reach every version and are not listed here.</p>
<p>Newest version: <strong>${escapeHtml(changelog.newest_version)}</strong>. For machines: <a href="/v1/changelog.json">/v1/changelog.json</a>.</p>
${sections.join("\n")}
</main>
</body>
</html>
`;
}
