import { describe, expect, it } from "vitest";
import { isAppError } from "../../platform/errors/app-error";
import { assertSafeWebhookUrl, embeddedIPv4, forbiddenAddressReason, isForbiddenAddress } from "./ssrf-guard";

const strict = { allowLoopback: false };
const dev = { allowLoopback: true };

describe("new URL() normalises odd IPv4 spellings before we check the host", () => {
  it.each([
    ["http://2130706433/", "127.0.0.1"],
    ["http://0x7f000001/", "127.0.0.1"],
    ["http://0177.0.0.1/", "127.0.0.1"],
    ["http://017700000001/", "127.0.0.1"],
    ["http://0x7f.0x0.0x0.0x1/", "127.0.0.1"],
    ["http://127.1/", "127.0.0.1"],
    ["http://10.1/", "10.0.0.1"],
    ["http://0/", "0.0.0.0"],
    ["http://127.0.0.1./", "127.0.0.1"],
    ["http://１２７.０.０.１/", "127.0.0.1"],
    ["http://[::ffff:127.0.0.1]/", "[::ffff:7f00:1]"],
    ["http://[0:0:0:0:0:0:0:1]/", "[::1]"],
    ["http://[64:ff9b::169.254.169.254]/", "[64:ff9b::a9fe:a9fe]"],
  ])("%s has host %s", (url, host) => {
    expect(new URL(url).hostname).toBe(host);
  });
});

describe("isForbiddenAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["::1", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["fc00::1", "private"],
    ["fdff:ffff::1", "private"],
    ["169.254.0.1", "link-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["100.64.0.1", "shared (carrier-grade NAT)"],
    ["100.127.255.255", "shared (carrier-grade NAT)"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["ff02::1", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["::", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["169.254.169.254", "cloud metadata"],
    ["fd00:ec2::254", "cloud metadata"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:a9fe:a9fe", "cloud metadata"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:0:7f00:1", "loopback"],
    ["::ffff:0:169.254.169.254", "cloud metadata"],
    ["64:ff9b::127.0.0.1", "loopback"],
    ["64:ff9b::a00:1", "private"],
    ["64:ff9b::a9fe:a9fe", "cloud metadata"],
    ["2002:7f00:1::", "loopback"],
    ["::127.0.0.1", "reserved"],
    ["2001:db8::1", "documentation"],
    ["240.0.0.1", "reserved"],
    ["not-an-ip", "not an IP address"],
    ["2130706433", "not an IP address"],
  ])("%s is refused (%s)", (ip, reason) => {
    expect(forbiddenAddressReason(ip, strict)).toBe(reason);
    expect(isForbiddenAddress(ip, strict)).toBe(true);
  });

  it.each(["93.184.216.34", "8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "::ffff:0:808:808", "64:ff9b::808:808", "2002:808:808::"])(
    "%s is allowed",
    (ip) => expect(isForbiddenAddress(ip, strict)).toBe(false),
  );

  it("allows loopback (and only loopback) when development allows it", () => {
    for (const ip of ["127.0.0.1", "127.0.0.2", "::1"]) expect(isForbiddenAddress(ip, dev)).toBe(false);
    for (const ip of ["10.0.0.1", "169.254.169.254", "0.0.0.0", "::", "fe80::1"]) expect(isForbiddenAddress(ip, dev)).toBe(true);
    // Loopback disguised inside IPv6 stays refused: the allowance is for loopback as such.
    for (const ip of ["::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:0:7f00:1", "64:ff9b::7f00:1", "2002:7f00:1::"]) expect(isForbiddenAddress(ip, dev)).toBe(true);
  });

  it("extracts the IPv4 address embedded in mapped, translated, NAT64 and 6to4 addresses", () => {
    expect(embeddedIPv4("::ffff:7f00:1")).toBe("127.0.0.1");
    expect(embeddedIPv4("::ffff:0:7f00:1")).toBe("127.0.0.1");
    expect(embeddedIPv4("::ffff:192.168.0.1")).toBe("192.168.0.1");
    expect(embeddedIPv4("64:ff9b::c0a8:1")).toBe("192.168.0.1");
    expect(embeddedIPv4("2002:c0a8:1::1")).toBe("192.168.0.1");
    expect(embeddedIPv4("2606:4700::1")).toBeNull();
  });
});

function refusal(url: string, policy = strict): string | null {
  try {
    assertSafeWebhookUrl(url, policy);
    return null;
  } catch (error) {
    if (!isAppError(error, "validation_failed")) throw error;
    expect(error.fieldErrors[0]?.pointer).toBe("#/url");
    return error.fieldErrors[0]!.detail;
  }
}

describe("assertSafeWebhookUrl at registration", () => {
  it.each([
    "https://example.com/webhooks",
    "https://hooks.example.com:8443/a/b?c=d",
    "https://93.184.216.34/hook",
    "https://[2606:4700:4700::1111]/hook",
  ])("accepts %s", (url) => expect(refusal(url)).toBeNull());

  it.each([
    ["not a url", /absolute URL/],
    ["ftp://example.com/", /https/],
    ["javascript:alert(1)", /https/],
    ["file:///etc/passwd", /https/],
    ["http://example.com/hook", /https/],
    ["https://user:pass@example.com/", /user name or password/],
    ["https://user@example.com/", /user name or password/],
    ["https://127.0.0.1/", /loopback/],
    ["https://2130706433/", /loopback/],
    ["https://0x7f000001/", /loopback/],
    ["https://0177.0.0.1/", /loopback/],
    ["https://127.1/", /loopback/],
    ["https://10.1/", /private/],
    ["https://0/", /unspecified/],
    ["https://１２７.０.０.１/", /loopback/],
    ["https://[::1]/", /loopback/],
    ["https://[::ffff:127.0.0.1]/", /loopback/],
    ["https://[::ffff:7f00:1]/", /loopback/],
    ["https://[64:ff9b::a9fe:a9fe]/", /cloud metadata/],
    ["https://169.254.169.254/latest/meta-data/", /cloud metadata/],
    ["https://[fd00:ec2::254]/", /cloud metadata/],
    ["https://192.168.0.10/", /private/],
    ["https://172.20.1.1/", /private/],
    ["https://100.64.1.1/", /carrier-grade NAT/],
    ["https://[fe80::1]/", /link-local/],
    ["https://224.0.0.1/", /multicast/],
    ["https://255.255.255.255/", /broadcast/],
    ["https://localhost/", /localhost/],
    ["https://localhost./", /localhost/],
    ["https://api.localhost/", /localhost/],
    ["https://intranet/", /fully qualified/],
    ["https://1.2.3.4.5/", /absolute URL/],
    [`https://example.com/${"a".repeat(2100)}`, /2048/],
  ])("refuses %s", (url, reason) => expect(refusal(url)).toMatch(reason));

  it("allows plain http to loopback only when development allows it", () => {
    for (const url of ["http://127.0.0.1:3000/hook", "http://localhost:3000/hook", "http://[::1]:3000/", "https://localhost/"]) {
      expect(refusal(url, dev)).toBeNull();
      expect(refusal(url, strict)).not.toBeNull();
    }
    expect(refusal("http://example.com/hook", dev)).toMatch(/https/);
    expect(refusal("http://10.0.0.1/hook", dev)).toMatch(/private/);
    expect(refusal("https://169.254.169.254/", dev)).toMatch(/cloud metadata/);
    expect(refusal("https://[::ffff:127.0.0.1]/", dev)).toMatch(/loopback/);
  });
});
