import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { serializeError } from "./log-serializers";

// A failed query logged at warn or error: what it was is kept, the values it carried are not.

describe("serializeError", () => {
  const failed = new DrizzleQueryError('select "id" from "users" where "email" = $1 and "token_hash" = $2', ["ada@acme.test", "9f86d081884c7d65"], new Error("connection lost"));

  it("keeps the statement and drops its values, in the message, the stack and the fields", () => {
    const logged = JSON.stringify(serializeError(failed));
    expect(logged).toContain('select \\"id\\" from \\"users\\"');
    expect(logged).toContain("params: [not logged]");
    expect(logged).not.toContain("ada@acme.test");
    expect(logged).not.toContain("9f86d081884c7d65");
    expect(logged).toContain("connection lost");
  });

  it("does the same for a message passed as text, and through a cause", () => {
    expect(serializeError(failed.message)).toBe('Failed query: select "id" from "users" where "email" = $1 and "token_hash" = $2\nparams: [not logged]');
    const wrapped = JSON.stringify(serializeError(new Error("sync crashed", { cause: failed })));
    expect(wrapped).not.toContain("ada@acme.test");
  });

  it("leaves any other error as pino writes it", () => {
    expect(serializeError(new Error("plain"))).toMatchObject({ type: "Error", message: "plain" });
    expect(serializeError("redis unreachable")).toBe("redis unreachable");
  });
});
