import { describe, expect, it } from "vitest";
import { z } from "zod";
import { serviceErrorCodes } from "../../platform/schemas/problem-codes";
import { looksLikeDeveloperText } from "./developer-text";
import { failureSentences, zodIssueSentences } from "./failure-sentences";
import { moduleErrorCodesCovered, moduleErrorMessage } from "./module-error-messages";
import { problemCodesCovered, problemSentence } from "./problem-messages";

const REGEX_MESSAGE = "Invalid string: must match pattern /^[a-z]{2,5}_[0-7][0-9a-hjkmnp-tv-z]{25}$/";

describe("the customer message catalogue", () => {
  it("turns the API's pattern error on the resource id into a sentence that says what to enter", () => {
    const { error, fieldErrors } = failureSentences({ code: "validation_failed", detail: "The request does not match the schema.", fieldErrors: [{ pointer: "#/query/resource_id", detail: REGEX_MESSAGE }] });
    expect(fieldErrors?.[0]?.detail).toMatch(/^Enter a resource id .*mod_/);
    for (const text of [error, fieldErrors![0]!.detail]) expect(looksLikeDeveloperText(text), text).toBe(false);
  });

  it("keeps a service's own sentence", () => {
    expect(failureSentences({ code: "validation_failed", fieldErrors: [{ pointer: "#/since", detail: "Must not be in the future." }] }).fieldErrors?.[0]?.detail).toBe("Must not be in the future.");
    expect(failureSentences({ code: "not_found", detail: "No such access token." }).error).toBe("No such access token.");
  });

  it("never shows a code, an unknown one included", () => {
    expect(failureSentences({ code: "conflict", detail: "state_mismatch on row" }).error).toBe(problemSentence("conflict"));
    expect(problemSentence("brand_new_code")).not.toContain("brand_new_code");
  });

  it("covers every AppError code and every problem code the API writes", () => {
    const apiCodes = ["invalid_request", "invalid_token", "insufficient_scope", "unauthorized", "rate_limited", "payload_too_large", "malformed_json", "internal_error", "service_unavailable", "platform_unavailable"];
    for (const code of [...serviceErrorCodes, ...apiCodes]) expect(problemCodesCovered, code).toContain(code);
    for (const code of problemCodesCovered) expect(looksLikeDeveloperText(problemSentence(code)), code).toBe(false);
  });

  it("names each zod issue kind by field, keeping a schema's own message", () => {
    const schema = z.object({ name: z.string().min(1, "Enter a name.").max(5), url: z.string().url(), scopes: z.enum(["read", "write"]), expires_in: z.number() });
    const parsed = schema.safeParse({ name: "far too long", url: "nope", scopes: "admin" });
    const sentences = zodIssueSentences(parsed.error!.issues);
    expect(sentences).toEqual([
      { pointer: "#/name", detail: "The name is too long: shorten it." },
      { pointer: "#/url", detail: expect.stringMatching(/^Enter the full address of your endpoint/) },
      { pointer: "#/scopes", detail: "Choose the scopes from the options offered." },
      { pointer: "#/expires_in", detail: "Fill in the expiry." },
    ]);
    expect(zodIssueSentences(schema.safeParse({ name: "", url: "https://a.test", scopes: "read", expires_in: 1 }).error!.issues)[0]!.detail).toBe("Enter a name.");
  });

  it("says what to do about a module error, and where", () => {
    const message = moduleErrorMessage("upstream_unauthorized", "HR & Payroll");
    expect(message.advice).toContain("Rotate token");
    expect(message.advice).toContain("HR & Payroll system's integration settings");
    expect(message.advice).not.toContain("enter the new one there");
    for (const code of [...moduleErrorCodesCovered, "never_seen"]) {
      const { summary, advice } = moduleErrorMessage(code, "Support Desk");
      expect(looksLikeDeveloperText(`${summary} ${advice}`), code).toBe(false);
    }
  });
});
