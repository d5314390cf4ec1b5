import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret } from "./secret-box";

describe("secret box", () => {
  it("round-trips a secret in the versioned format, with a fresh IV each time", () => {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const sealed = encryptSecret(secret, "wh_1");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("MfKQ9r8");
    expect(decryptSecret(sealed, "wh_1")).toBe(secret);
    expect(encryptSecret(secret, "wh_1")).not.toBe(sealed);
    expect(decryptSecret(encryptSecret("", ""), "")).toBe("");
  });

  it("detects tampering with the ciphertext, the tag or the IV", () => {
    const sealed = encryptSecret("whsec_abc", "wh_1");
    const [version, iv, tag, ciphertext] = sealed.split(".") as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, "base64url");
      bytes[0] = bytes[0]! ^ 0x01;
      return bytes.toString("base64url");
    };
    for (const forged of [
      [version, iv, tag, flip(ciphertext)],
      [version, iv, flip(tag), ciphertext],
      [version, flip(iv), tag, ciphertext],
    ]) {
      expect(() => decryptSecret(forged.join("."), "wh_1")).toThrow();
    }
  });

  it("refuses a ciphertext moved to another context, and unknown formats", () => {
    const sealed = encryptSecret("whsec_abc", "wh_1");
    expect(() => decryptSecret(sealed, "wh_2")).toThrow();
    expect(() => decryptSecret(sealed.replace(/^v1/, "v2"), "wh_1")).toThrow(/format/);
    expect(() => decryptSecret("whsec_abc", "wh_1")).toThrow(/format/);
    expect(() => decryptSecret(`${sealed}.x`, "wh_1")).toThrow(/format/);
  });
});
