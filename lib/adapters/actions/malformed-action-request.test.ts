import { describe, expect, it } from "vitest";
import { MULTIPART_CONTENT_TYPE, multipartBody as multipart } from "../../testing/multipart-body";
import { refuseMalformedActionRequest } from "./malformed-action-request";

// What proxy.ts lets through to Next and what it refuses first. The refusals are driven against
// every action of a production build in e2e/malformed-actions.spec.ts; here, that the calls a
// page really makes still pass, a form's own fields included, whatever text they hold.

const HOST = "localhost:3000";
const actionCall = (body: string, headers: Record<string, string> = {}) =>
  new Request(`http://${HOST}/members`, { method: "POST", body, headers: { "next-action": "7f00", "content-type": "text/plain;charset=UTF-8", origin: `http://${HOST}`, ...headers } });

const statusOf = async (request: Request) => (await refuseMalformedActionRequest(request, HOST))?.status ?? "passed";

describe("refuseMalformedActionRequest", () => {
  it("lets through a page's calls: a JSON list, and a form with its bound action and free-text fields", async () => {
    expect(await statusOf(actionCall('["acc_1",{"role":"admin"}]'))).toBe("passed");
    const form = multipart({ "0": '["$K1"]', "1_$ACTION_REF_1": "", "1_$ACTION_1:0": '{"id":"7f00","bound":"$@1"}', "1_$ACTION_1:1": '["acc_1"]', "1_email": "a@b.test", "1_note": "{ not JSON, and fine" });
    expect(await statusOf(actionCall(form, { "content-type": MULTIPART_CONTENT_TYPE }))).toBe("passed");
    // No Origin at all is no cross-site browser call; Next lets it through, and so does this.
    expect(await statusOf(new Request(`http://${HOST}/members`, { method: "POST", body: "[]", headers: { "next-action": "7f00" } }))).toBe("passed");
  });

  it("refuses what Next would answer with a 500", async () => {
    const multipartType = { "content-type": MULTIPART_CONTENT_TYPE };
    expect(await statusOf(actionCall('"a string"'))).toBe(400);
    expect(await statusOf(actionCall("[1,"))).toBe(400);
    expect(await statusOf(actionCall("garbage", multipartType))).toBe(400);
    expect(await statusOf(actionCall("garbage", { "content-type": "multipart/form-data" }))).toBe(400);
    expect(await statusOf(actionCall(multipart({ "0": "{bad" }), multipartType))).toBe(400);
    expect(await statusOf(actionCall(multipart({ "0": '["$K1"]', "1_$ACTION_1:0": "{bad" }), multipartType))).toBe(400);
    expect(await statusOf(actionCall("[]", { origin: "http://evil.example" }))).toBe(403);
    expect(await statusOf(actionCall("[]", { origin: "null" }))).toBe(403);
    expect(await statusOf(actionCall(`["${"x".repeat(1024 * 1024)}"]`))).toBe(413);
  });

  it("leaves every other request alone", async () => {
    expect(await refuseMalformedActionRequest(new Request(`http://${HOST}/members`, { method: "POST", body: "garbage" }), HOST)).toBeNull();
    expect(await refuseMalformedActionRequest(new Request(`http://${HOST}/members`, { headers: { "next-action": "7f00" } }), HOST)).toBeNull();
  });
});
