import type { NewAuditEntry } from "../../platform/db/schema";
import { newIdAt } from "./historical-id";
import { seededRandom, type SeededRandom } from "./seeded-random";

// Pure: a plausible year of audit journal for a demo account, oldest first. Revocations and
// deletions refer to tokens and webhooks created earlier in the same history.

const DAY = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 395; // 13 months

const browserAgents = [
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
];
const clientAgents = ["mis-typescript/1.0.0 node/20.20.0", "curl/8.5.0", "mis-python/1.0.0 Python-urllib/3.11"];
const officeIps = ["203.0.113.24", "203.0.113.57", "198.51.100.14", "2001:db8:85a3::8a2e:370:7334"];
const serverIps = ["192.0.2.10", "192.0.2.11"];
const tokenNames = ["Staging deploy", "ERP connector", "Data warehouse export", "Local testing", "Partner sandbox"];
const webhookEvents = [["*"], ["invoice.created"], ["module.sync_state.changed", "module.token.rotated"]];

const actionWeights = {
  "user.signed_in": 40,
  "module.token.rotated": 15,
  "token.created": 12,
  "token.revoked": 8,
  "webhook.created": 8,
  "webhook.deleted": 5,
  "rate_limit.extended": 0.3,
} as const;
type DemoAction = keyof typeof actionWeights;

export interface DemoAuditHistoryOptions {
  accountId: string;
  user: { id: string; email: string };
  /** API clients that act through tokens, e.g. a deploy pipeline. */
  tokenActors: { id: string; name: string }[];
  moduleIds: string[];
  /** Host the demo webhooks point at, e.g. `hooks.acme.test`. */
  webhookHost: string;
  count: number;
  seed: number;
  /** The history ends an hour before this instant. */
  now: Date;
}

type Entry = Omit<NewAuditEntry, "id" | "accountId" | "occurredAt">;

interface History {
  options: DemoAuditHistoryOptions;
  random: SeededRandom;
  liveTokens: { id: string; name: string }[];
  liveWebhooks: { id: string; url: string }[];
}

export function buildDemoAuditHistory(options: DemoAuditHistoryOptions): NewAuditEntry[] {
  const random = seededRandom(options.seed);
  const end = options.now.getTime() - 60 * 60 * 1000;
  const times = Array.from({ length: options.count }, () => end - random.next() * HISTORY_DAYS * DAY).sort(
    (a, b) => a - b,
  );
  const history: History = { options, random, liveTokens: [], liveWebhooks: [] };
  return times.map((time) => {
    const at = new Date(time);
    const entry = buildEntry(history, random.weighted(actionWeights), at);
    return { id: newIdAt("aud", at), accountId: options.accountId, occurredAt: at, ...entry };
  });
}

function byUser(history: History): Pick<Entry, "actorType" | "actorId" | "actorDisplay" | "ip" | "userAgent"> {
  const { user } = history.options;
  const { random } = history;
  return {
    actorType: "user",
    actorId: user.id,
    actorDisplay: user.email,
    ip: random.pick(officeIps),
    userAgent: random.pick(browserAgents),
  };
}

/** A token actor for API operations, or the user in the customer area, about half each. */
function byUserOrToken(history: History): ReturnType<typeof byUser> {
  const { random, options } = history;
  if (!options.tokenActors.length || random.next() < 0.5) return byUser(history);
  const token = random.pick(options.tokenActors);
  return {
    actorType: "token",
    actorId: token.id,
    actorDisplay: token.name,
    ip: random.pick(serverIps),
    userAgent: random.pick(clientAgents),
  };
}

type EntryBuilder = (history: History, at: Date) => Entry;

const builders: Record<DemoAction, EntryBuilder> = {
  "user.signed_in": (history) => ({
    action: "user.signed_in",
    ...byUser(history),
    resourceType: "user",
    resourceId: history.options.user.id,
    metadata: { method: "password" },
  }),
  "module.token.rotated": (history, at) => ({
    action: "module.token.rotated",
    ...byUserOrToken(history),
    resourceType: "module",
    resourceId: history.random.pick(history.options.moduleIds),
    metadata: {
      token_hint: `…${randomHint(history.random)}`,
      previous_token_expires_at: new Date(at.getTime() + DAY).toISOString(),
      grace_period_seconds: 86_400,
    },
  }),
  "token.created": tokenCreated,
  "token.revoked": (history) => {
    const token = takeRandom(history.random, history.liveTokens);
    const metadata = { name: token.name };
    return {
      action: "token.revoked",
      ...byUser(history),
      resourceType: "access_token",
      resourceId: token.id,
      metadata,
    };
  },
  "webhook.created": webhookCreated,
  "webhook.deleted": (history) => {
    const webhook = takeRandom(history.random, history.liveWebhooks);
    const metadata = { url: webhook.url };
    return {
      action: "webhook.deleted",
      ...byUserOrToken(history),
      resourceType: "webhook",
      resourceId: webhook.id,
      metadata,
    };
  },
  "rate_limit.extended": (history) => {
    const token = history.random.pick(history.liveTokens);
    const metadata = { token_name: token.name, rate_limit_per_minute: 3000, previous_rate_limit_per_minute: 600 };
    const operator = {
      actorType: "system",
      actorId: null,
      actorDisplay: "operator (cli)",
      ip: null,
      userAgent: null,
    } as const;
    return { action: "rate_limit.extended", ...operator, resourceType: "access_token", resourceId: token.id, metadata };
  },
};

function buildEntry(history: History, action: DemoAction, at: Date): Entry {
  // With no token or webhook to act on yet, the same moment creates one instead.
  const needsToken = action === "token.revoked" || action === "rate_limit.extended";
  if (needsToken && !history.liveTokens.length) action = "token.created";
  if (action === "webhook.deleted" && !history.liveWebhooks.length) action = "webhook.created";
  return builders[action](history, at);
}

/** Removes and returns a random element of a non-empty list. */
function takeRandom<T>(random: SeededRandom, items: T[]): T {
  return items.splice(random.integer(0, items.length - 1), 1)[0]!;
}

function tokenCreated(history: History, at: Date): Entry {
  const { random } = history;
  const token = { id: newIdAt("tok", at), name: random.pick(tokenNames) };
  history.liveTokens.push(token);
  const scopes = random.next() < 0.6 ? ["read", "write"] : ["read"];
  const expiresAt = new Date(at.getTime() + random.pick([1, 7, 30, 90]) * DAY).toISOString();
  const metadata = { name: token.name, scopes, token_hint: `mis_at_…${randomHint(random)}`, expires_at: expiresAt };
  return { action: "token.created", ...byUser(history), resourceType: "access_token", resourceId: token.id, metadata };
}

function webhookCreated(history: History, at: Date): Entry {
  const { random, options } = history;
  const path = random.pick(["billing", "sync", "events", "erp-bridge"]);
  const webhook = { id: newIdAt("wh", at), url: `https://${options.webhookHost}/${path}` };
  history.liveWebhooks.push(webhook);
  const metadata = { url: webhook.url, events: random.pick(webhookEvents) };
  return {
    action: "webhook.created",
    ...byUserOrToken(history),
    resourceType: "webhook",
    resourceId: webhook.id,
    metadata,
  };
}

function randomHint(random: SeededRandom): string {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  return Array.from({ length: 4 }, () => random.pick([...alphabet])).join("");
}
