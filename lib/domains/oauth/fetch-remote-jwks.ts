import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import type { JSONWebKeySet } from "jose";
import { LRUCache } from "lru-cache";
import { webhooksAllowLoopback } from "../../platform/env";
import { createGuardedLookup } from "../webhooks";
import { connectHostname, forbiddenAddressReason } from "../webhooks";
import { OAuthError } from "./oauth-error";

// A client's JWKS URL is chosen by the customer, so it is fetched like a webhook is posted:
// no internal addresses (checked on every resolved address at connect time), no redirects,
// a 5 s timeout and at most 64 KiB. Keys are kept for 5 minutes; an unknown `kid` refetches
// at most every 30 s, so a key rotation on the client's side is seen at once.

const MAX_JWKS_BYTES = 64 * 1024;
const TIMEOUT_MS = 5000;
const FRESH_MS = 5 * 60_000;
const REFETCH_AFTER_MS = 30_000;

const cache = new LRUCache<string, { keys: JSONWebKeySet; fetchedAt: number }>({ max: 1000 });

/** The key set at `uri`; `stale` asks for a refetch when the cached copy is older than 30 s. */
export async function fetchRemoteJwks(uri: string, options: { stale?: boolean } = {}): Promise<JSONWebKeySet> {
  const cached = cache.get(uri);
  const age = cached ? Date.now() - cached.fetchedAt : Infinity;
  if (cached && age < (options.stale ? REFETCH_AFTER_MS : FRESH_MS)) return cached.keys;
  const keys = await download(new URL(uri));
  cache.set(uri, { keys, fetchedAt: Date.now() });
  return keys;
}

function download(url: URL): Promise<JSONWebKeySet> {
  const policy = { allowLoopback: webhooksAllowLoopback };
  const host = connectHostname(url);
  if (isIP(host) && forbiddenAddressReason(host, policy)) return Promise.reject(unreachable("its address is not allowed"));
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(url, { agent: false, lookup: createGuardedLookup(policy), headers: { accept: "application/json" } }, (response) => {
      if (response.statusCode !== 200) {
        response.destroy();
        return reject(unreachable(`it answered ${response.statusCode}`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_JWKS_BYTES) {
          response.destroy();
          return reject(unreachable("it is larger than 64 KiB"));
        }
        chunks.push(chunk);
      });
      response.on("end", () => {
        try {
          const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as JSONWebKeySet;
          if (!Array.isArray(parsed?.keys)) throw new Error("no keys");
          resolve(parsed);
        } catch {
          reject(unreachable("it is not a JSON Web Key Set"));
        }
      });
      response.on("error", () => reject(unreachable("the connection failed")));
    });
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error("timeout")));
    request.on("error", () => reject(unreachable("it could not be reached")));
  });
}

const unreachable = (why: string) => new OAuthError("invalid_client", `The client's JWKS URL could not be used: ${why}.`);
