import type { components } from "@/clients/typescript/src";

type RequestRecord = components["schemas"]["RequestRecord"];

const quoted = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

/**
 * The recorded call as a curl command: same method, path, query, content type and body, with the
 * token left as `$TOKEN` (the shell fills it in). Redacted values stay `[redacted]`: put yours back.
 */
export function curlCommand(record: RequestRecord, origin: string): string {
  const url = `${origin}${record.path}${record.query ? `?${record.query}` : ""}`;
  const lines = [`curl -X ${record.method} ${quoted(url)}`];
  const isOAuth = record.path.startsWith("/oauth/");
  lines.push(isOAuth ? `-u "$CLIENT_ID:$CLIENT_SECRET"` : `-H "Authorization: Bearer $TOKEN"`);
  for (const name of ["content-type", "accept", "api-version", "idempotency-key"]) {
    const value = record.request_headers[name];
    if (value) lines.push(`-H ${quoted(`${name}: ${value}`)}`);
  }
  if (record.request_body) lines.push(`--data ${quoted(record.request_body)}`);
  return lines.join(" \\\n  ");
}
