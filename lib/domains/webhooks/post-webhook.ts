import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { performance } from "node:perf_hooks";
import { createGuardedLookup, type ResolveHost } from "./guarded-lookup";
import { connectHostname, forbiddenAddressReason, type AddressPolicy } from "./ssrf-guard";

const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;
const MAX_RESPONSE_EXCERPT_BYTES = 4096;

export interface PostWebhookOptions extends AddressPolicy {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Deadline for the whole exchange, connect to last byte read; defaults to 10 s. */
  timeoutMs?: number;
  /** DNS for tests; defaults to the system resolver. */
  resolve?: ResolveHost;
}

export interface PostWebhookResult {
  /** HTTP status, or null when no response came (timeout, refused, blocked address). */
  status: number | null;
  /** The first 4 KiB of the response body at most. */
  excerpt: string | null;
  error: string | null;
  latencyMs: number;
  /** The raw Retry-After header, if any. */
  retryAfter: string | null;
}

type Exchange = Omit<PostWebhookResult, "latencyMs" | "error">;

/** A readable reason; happy-eyeballs connects fail with an AggregateError whose message is empty. */
function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return [...new Set(error.errors.map(describeError))].join("; ");
  }
  if (error instanceof Error) return error.message || String((error as NodeJS.ErrnoException).code ?? error.name);
  return String(error);
}

/** Reads at most 4 KiB and then hangs up: a receiver cannot make us buffer a large body. */
function readExcerpt(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // PostgreSQL text cannot hold NUL; a cut multi-byte character decodes as U+FFFD.
    const done = () =>
      resolve(Buffer.concat(chunks).subarray(0, MAX_RESPONSE_EXCERPT_BYTES).toString("utf8").replaceAll("\u0000", ""));
    response.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= MAX_RESPONSE_EXCERPT_BYTES) {
        done();
        response.destroy();
      }
    });
    response.on("end", done);
    response.on("error", done);
    response.on("close", done);
  });
}

function exchange(url: URL, options: PostWebhookOptions, timeoutMs: number): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    // Node's http client never follows redirects, so a 3xx comes back as a plain failure.
    const request = client.request(url, {
      method: "POST",
      headers: { ...options.headers, "content-length": String(Buffer.byteLength(options.body)) },
      agent: false,
      lookup: createGuardedLookup(options, options.resolve),
    });
    const timer = setTimeout(() => {
      reject(new Error(`Timed out after ${timeoutMs} ms.`));
      request.destroy();
    }, timeoutMs);
    request.on("response", (response) => {
      const retryAfter = response.headers["retry-after"] ?? null;
      readExcerpt(response).then((excerpt) => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? null, excerpt, retryAfter });
      });
    });
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(options.body);
  });
}

/**
 * POSTs one webhook request and reports what happened; never throws. IP literals are checked
 * here (Node skips `lookup` for them); names are checked on every resolved address at connect time.
 */
export async function postWebhook(options: PostWebhookOptions): Promise<PostWebhookResult> {
  const started = performance.now();
  const finish = (outcome: Partial<Exchange> & { error?: string }): PostWebhookResult => ({
    status: null,
    excerpt: null,
    retryAfter: null,
    ...outcome,
    error: outcome.error?.slice(0, 500) ?? null,
    latencyMs: Math.round(performance.now() - started),
  });
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    return finish({ error: "The URL is not valid." });
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return finish({ error: "Only http(s) URLs are allowed." });
  const host = connectHostname(url);
  const reason = isIP(host) ? forbiddenAddressReason(host, options) : null;
  if (reason) return finish({ error: `Refused to connect to ${host}: a ${reason} address.` });
  try {
    return finish(await exchange(url, options, options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS));
  } catch (error) {
    return finish({ error: describeError(error) });
  }
}
