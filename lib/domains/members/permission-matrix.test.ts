import { beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { mintDashboardCredential } from "../../adapters/api/dashboard-credential";
import { v1Operations } from "../../adapters/api/operations";
import type { TokenOperation } from "../../adapters/api/operation";
import { v1App } from "../../adapters/api/v1-app";
import { membershipRoles, permissions, roleMay, type MembershipRole, type Permission } from "../../platform/schemas/roles";
import { createUser } from "../users/create-user";

// The permission matrix, written out by hand: every role × every permission of the customer
// area, and every /v1 operation called with each role's dashboard credential. A credential
// that claims write (a forged or stale one) is still held to the role the database has now.

const expected: Record<MembershipRole, Record<Permission, boolean>> = {
  owner: { read: true, api_write: true, manage_tokens: true, operate_modules: true, manage_members: true, manage_owners: true, manage_billing: true, manage_api_version: true },
  admin: { read: true, api_write: true, manage_tokens: true, operate_modules: true, manage_members: true, manage_owners: false, manage_billing: true, manage_api_version: true },
  developer: { read: true, api_write: true, manage_tokens: true, operate_modules: true, manage_members: false, manage_owners: false, manage_billing: false, manage_api_version: false },
  viewer: { read: true, api_write: false, manage_tokens: false, operate_modules: false, manage_members: false, manage_owners: false, manage_billing: false, manage_api_version: false },
};

describe("roleMay", () => {
  for (const role of membershipRoles) {
    for (const permission of permissions) {
      it(`${role} ${expected[role][permission] ? "may" : "may not"} ${permission}`, () => {
        expect(roleMay(role, permission)).toBe(expected[role][permission]);
      });
    }
  }
});

const tokenOperations = v1Operations.filter((operation): operation is TokenOperation => operation.scope !== "public");
const users = {} as Record<MembershipRole, { id: string; email: string }>;
let accountId = "";

beforeAll(async () => {
  const account = await createAccount({ actor: systemActor(), slug: "permission-matrix", name: "Matrix" });
  accountId = account.id;
  for (const role of membershipRoles) {
    const { user } = await createUser({ accountId, actor: systemActor(), email: `${role}@matrix.test`, password: "a long enough password", role });
    users[role] = user;
  }
});

/** Calls the operation with a credential that claims both scopes and the owner role. */
async function call(operation: TokenOperation, role: MembershipRole): Promise<Response> {
  const token = mintDashboardCredential({
    userId: users[role].id,
    userEmail: users[role].email,
    accountId,
    role: "owner",
    scopes: ["read", "write"],
    ip: null,
    userAgent: null,
  });
  // Ids that name nothing: an allowed call gets as far as a 404 or 422, a refused one stops at 403.
  const path = operation.path.replace(/\{[^}]+\}/g, "unknown");
  const hasBody = operation.method !== "get" && operation.method !== "delete";
  return v1App.fetch(
    new Request(`http://localhost${path}`, {
      method: operation.method.toUpperCase(),
      headers: { authorization: `Bearer ${token}`, ...(hasBody ? { "content-type": "application/json" } : {}) },
      body: hasBody ? "{}" : undefined,
    }),
  );
}

describe("every v1 operation through the dashboard credential", () => {
  for (const operation of tokenOperations) {
    for (const role of membershipRoles) {
      const allowed = operation.scope === "read" || roleMay(role, "api_write");
      it(`${operation.operationId} as ${role}: ${allowed ? "allowed" : "refused"}`, async () => {
        const response = await call(operation, role);
        if (allowed) {
          expect([401, 403]).not.toContain(response.status);
        } else {
          expect(response.status).toBe(403);
          expect(await response.json()).toMatchObject({ code: "forbidden", detail: expect.stringMatching(/^As a viewer you may not change anything/) });
        }
      });
    }
  }
});
