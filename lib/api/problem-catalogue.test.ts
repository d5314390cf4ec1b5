import { afterEach, describe, expect, it } from "vitest";
import { problemCatalogue } from "./problem-catalogue";
import { problemTypeUri } from "./problem";

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
  });

  it("point at the code's anchor on this server's errors page", () => {
    process.env.HOSTNAME = "127.0.0.1";
    process.env.PORT = "4123";
    expect(problemTypeUri("rate_limited")).toBe("http://127.0.0.1:4123/docs/errors#rate_limited");
    process.env.HOSTNAME = "0.0.0.0";
    expect(problemTypeUri("not_found")).toBe("http://localhost:4123/docs/errors#not_found");
  });
});
