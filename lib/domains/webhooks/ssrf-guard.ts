import { BlockList, isIP } from "node:net";
import { AppError } from "../../platform/errors/app-error";

// Webhook URLs are chosen by customers, so the server must never be steered into its own
// network (SSRF). Checked twice: here at registration on the URL as written, and by
// post-webhook.ts on every address DNS returns at connect time (names can change, rebind).

export interface AddressPolicy {
  /** Development only: permits 127.0.0.0/8 and ::1 (and plain http to them), not IPv6 forms embedding 127/8. */
  allowLoopback: boolean;
}

type Range = readonly [cidr: string, reason: string];

// Ordered: the first matching range names the reason, so specific ranges come first.
const forbiddenRanges: Range[] = [
  ["169.254.169.254/32", "cloud metadata"],
  ["fd00:ec2::254/128", "cloud metadata"],
  ["127.0.0.0/8", "loopback"],
  ["::1/128", "loopback"],
  ["0.0.0.0/8", "unspecified"],
  ["::/128", "unspecified"],
  ["255.255.255.255/32", "broadcast"],
  ["10.0.0.0/8", "private"],
  ["172.16.0.0/12", "private"],
  ["192.168.0.0/16", "private"],
  ["fc00::/7", "private"],
  ["100.64.0.0/10", "shared (carrier-grade NAT)"],
  ["169.254.0.0/16", "link-local"],
  ["fe80::/10", "link-local"],
  ["fec0::/10", "site-local"],
  ["224.0.0.0/4", "multicast"],
  ["ff00::/8", "multicast"],
  ["192.0.0.0/24", "reserved"],
  ["192.0.2.0/24", "documentation"],
  ["198.51.100.0/24", "documentation"],
  ["203.0.113.0/24", "documentation"],
  ["2001:db8::/32", "documentation"],
  ["192.88.99.0/24", "reserved"],
  ["198.18.0.0/15", "reserved"],
  ["240.0.0.0/4", "reserved"],
  // IPv4-compatible (deprecated), discard-only, local-use NAT64, IETF special-purpose incl. Teredo.
  ["::/96", "reserved"],
  ["100::/64", "reserved"],
  ["64:ff9b:1::/48", "reserved"],
  ["2001::/23", "reserved"],
];

const rangeLists = forbiddenRanges.map(([cidr, reason]) => {
  const [network, prefix] = cidr.split("/") as [string, string];
  const list = new BlockList();
  list.addSubnet(network, Number(prefix), isIP(network) === 6 ? "ipv6" : "ipv4");
  return { reason, list, family: isIP(network) === 6 ? ("ipv6" as const) : ("ipv4" as const) };
});

/** The 16 bytes of a valid IPv6 address (validated by the caller with isIP). */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const zeros = Array(8 - headParts.length - tailParts.length).fill("0");
  const groups = tail === undefined ? headParts : [...headParts, ...zeros, ...tailParts];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/**
 * The IPv4 address an IPv6 address stands for, when it embeds one that would be reached:
 * IPv4-mapped `::ffff:a.b.c.d` (also written `::ffff:7f00:1`), IPv4-translated `::ffff:0:a.b.c.d`
 * (SIIT, RFC 2765), NAT64 `64:ff9b::/96`, 6to4 `2002::/16`.
 */
export function embeddedIPv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  const startsWith = (prefix: number[]) => prefix.every((value, index) => bytes[index] === value);
  const zeros = (count: number) => Array<number>(count).fill(0);
  const mapped = startsWith([...zeros(10), 0xff, 0xff]);
  const translated = startsWith([...zeros(8), 0xff, 0xff, 0, 0]);
  const nat64 = startsWith([0x00, 0x64, 0xff, 0x9b, ...zeros(8)]);
  if (mapped || translated || nat64) {
    return bytes.slice(12).join(".");
  }
  if (startsWith([0x20, 0x02])) return bytes.slice(2, 6).join(".");
  return null;
}

/** Why connecting to `ip` is refused (e.g. "private"), or null when it is a public address. Fails closed. */
export function forbiddenAddressReason(ip: string, policy: AddressPolicy): string | null {
  const address = ip.replace(/^\[|\]$/g, "").replace(/%.*$/, ""); // brackets, IPv6 zone id
  const family = isIP(address);
  if (family === 0) return "not an IP address";
  if (family === 6) {
    const v4 = embeddedIPv4(address);
    // The development allowance covers loopback as such (127.0.0.0/8, ::1), never tunnelled
    // through IPv6 (`::ffff:127.0.0.1`, NAT64, 6to4): those spellings only serve to disguise it.
    if (v4) return forbiddenAddressReason(v4, { ...policy, allowLoopback: false });
  }
  const type = family === 6 ? "ipv6" : "ipv4";
  const match = rangeLists.find((range) => range.family === type && range.list.check(address, type));
  if (!match) return null;
  if (match.reason === "loopback" && policy.allowLoopback) return null;
  return match.reason;
}

export function isForbiddenAddress(ip: string, policy: AddressPolicy): boolean {
  return forbiddenAddressReason(ip, policy) !== null;
}

/** `localhost` and `*.localhost` always mean this machine (RFC 6761), whatever DNS says. */
function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost");
}

function urlError(detail: string): AppError {
  return new AppError("validation_failed", `Invalid webhook URL: ${detail}`, [{ pointer: "#/url", detail }]);
}

/** The hostname as it will be connected to: no IPv6 brackets, no trailing dot, lower case. */
export function connectHostname(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "").toLowerCase();
}

function assertSafeHost(host: string, policy: AddressPolicy): void {
  if (isIP(host)) {
    const reason = forbiddenAddressReason(host, policy);
    if (reason) throw urlError(`The address ${host} is ${reason} and cannot receive webhooks.`);
    return;
  }
  // new URL() already turns 2130706433, 0x7f000001, 0177.0.0.1 and 127.1 into dotted quads and
  // rejects invalid numeric hosts; this refuses anything numeric-looking that slipped through.
  const lastLabel = host.split(".").pop() ?? "";
  if (/^(0x[0-9a-f]*|\d+)$/i.test(lastLabel)) throw urlError("The host is not a valid address or name.");
  if (isLocalhostName(host)) {
    if (!policy.allowLoopback) throw urlError("localhost cannot receive webhooks.");
    return;
  }
  // Single-label names resolve through search domains to internal hosts.
  if (!host.includes(".")) throw urlError("Use a fully qualified host name.");
}

/**
 * Checks a webhook URL at registration and returns it parsed: https only (plain http only to
 * loopback when allowed), no credentials, and a host that is not a forbidden address.
 * Throws AppError("validation_failed") pointing at `#/url`.
 */
export function assertSafeWebhookUrl(raw: string, policy: AddressPolicy): URL {
  if (raw.length > 2048) throw urlError("Must be at most 2048 characters.");
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw urlError("Must be an absolute URL such as https://example.com/webhooks.");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw urlError("Must use https.");
  if (url.username || url.password) throw urlError("Must not contain a user name or password.");
  const host = connectHostname(url);
  assertSafeHost(host, policy);
  const toLoopback = isIP(host) ? forbiddenAddressReason(host, { allowLoopback: false }) === "loopback" : isLocalhostName(host);
  if (url.protocol === "http:" && !(policy.allowLoopback && toLoopback)) {
    throw urlError("Must use https (plain http only to loopback in development).");
  }
  return url;
}
