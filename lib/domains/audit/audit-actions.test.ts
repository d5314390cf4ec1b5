import { describe, expect, it } from "vitest";
import { signInMethods } from "../../platform/schemas/sign-in-methods";
import { auditActionLabel } from "./audit-actions";

// The journal tells people how each sign-in was made, from the entry's `method`.
describe("audit labels", () => {
  it("name the sign-in method of every `user.signed_in` entry", () => {
    expect(auditActionLabel("user.signed_in", { method: "password+passkey" })).toBe("Signed in with a password and a passkey");
    expect(auditActionLabel("user.signed_in", { method: "oidc" })).toBe("Signed in with single sign-on");
    const labels = signInMethods.map((method) => auditActionLabel("user.signed_in", { method }));
    expect(new Set(labels).size).toBe(signInMethods.length);
    expect(labels.every((label) => label.startsWith("Signed in with"))).toBe(true);
  });

  it("fall back to the action's own label for an entry without a known method", () => {
    expect(auditActionLabel("user.signed_in")).toBe("Signed in");
    expect(auditActionLabel("user.signed_in", { method: "carrier pigeon" })).toBe("Signed in");
    expect(auditActionLabel("user.passkey_added", { method: "passkey" })).toBe("Passkey added");
  });
});
