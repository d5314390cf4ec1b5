import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { MatchedRoute } from "./v1-routes";

// Runs a Web-standard route handler (Request → Response) on a Node request, without Next's
// router in between: the same handlers, the same withApi pipeline, fewer layers.

const ALL_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function toWebRequest(request: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(new URL(request.url ?? "/", origin), {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request) as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs this for a streamed request body; the DOM types lack it.
    duplex: hasBody ? "half" : undefined,
  });
}

async function writeWebResponse(response: Response, target: ServerResponse, withBody: boolean): Promise<void> {
  // /v1 bodies are small JSON documents or PDFs already in memory: one write beats a stream bridge.
  const body = withBody && response.body ? Buffer.from(await response.arrayBuffer()) : null;
  const headers: Record<string, string | string[]> = { "X-Content-Type-Options": "nosniff" };
  for (const [name, value] of response.headers) {
    const existing = headers[name];
    headers[name] = existing === undefined ? value : ([] as string[]).concat(existing, value);
  }
  if (body) headers["content-length"] = String(body.length);
  target.writeHead(response.status, headers);
  target.end(body ?? undefined);
}

export async function serveWebHandler(route: MatchedRoute, request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
  const method = request.method ?? "GET";
  if (method === "OPTIONS") {
    const allowed = ALL_METHODS.filter((name) => name === "OPTIONS" || route.module[name === "HEAD" ? "GET" : name]);
    response.writeHead(204, { Allow: allowed.join(", ") }).end();
    return;
  }
  // HEAD is GET without the body, as Next answers it.
  const handler = route.module[method === "HEAD" ? "GET" : method] ?? route.module.GET;
  if (!handler) {
    response.writeHead(405).end();
    return;
  }
  const result = await handler(toWebRequest(request, origin), { params: Promise.resolve(route.params) });
  await writeWebResponse(result, response, method !== "HEAD");
}
