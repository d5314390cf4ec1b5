import { afterEach, describe, expect, it, vi } from "vitest";
import { problemCatalogue } from "./problem-catalogue";

describe("the problem catalogue behind /docs/errors", () => {
  it("has each code once, with advice", () => {
    const codes = problemCatalogue.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of problemCatalogue) expect(entry.advice, entry.code).not.toBe("");
    expect(codes).toEqual(expect.arrayContaining(["validation_failed", "invalid_token", "rate_limited", "invalid_cursor", "several_invoices_match"]));
  });
});

describe("problem type URIs", () => {
  const saved = { HOSTNAME: process.env.HOSTNAME, PORT: process.env.PORT };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    vi.resetModules();
  });

  /** lib/platform/env.ts reads the environment once, at load: each case loads the modules afresh. */
  async function problemTypeUriWith(listen: { HOSTNAME: string; PORT: string }) {
    Object.assign(process.env, listen);
    vi.resetModules();
    return (await import("./problem")).problemTypeUri;
  }

  it("point at the code's anchor on this server's errors page", async () => {
    expect((await problemTypeUriWith({ HOSTNAME: "127.0.0.1", PORT: "4123" }))("rate_limited")).toBe("http://127.0.0.1:4123/docs/errors#rate_limited");
    expect((await problemTypeUriWith({ HOSTNAME: "0.0.0.0", PORT: "4123" }))("not_found")).toBe("http://localhost:4123/docs/errors#not_found");
  });
});
