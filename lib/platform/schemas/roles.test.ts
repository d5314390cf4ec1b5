import { describe, expect, it } from "vitest";
import { roleRefusal } from "./roles";

// A refusal says whom to ask: the roles that may do it, never the refused role itself.

describe("roleRefusal", () => {
  it("names the roles that may, and only those", () => {
    expect(roleRefusal("admin", "manage_owners")).toBe("As an admin you may not grant, change or remove the owner role. Ask an owner of the account.");
    expect(roleRefusal("viewer", "manage_billing")).toBe("As a viewer you may not change the billing details. Ask an owner or admin of the account.");
    expect(roleRefusal("viewer", "manage_tokens")).toBe("As a viewer you may not create or revoke access tokens. Ask an owner, admin or developer of the account.");
  });
});
