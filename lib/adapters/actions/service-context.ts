import { headers } from "next/headers";
import type { Actor } from "../../domains/audit/actor";
import type { RequestOrigin } from "../../platform/http/request-origin";
import type { AdminContext } from "../session/require-admin";
import { requestOriginFrom } from "../../platform/http/request-origin";

/** What a service call from a server action starts its options with: the account acted on, who acts, and from where (for the journal). */
interface ServiceContext {
  accountId: string;
  /** Always the signed-in person. */
  actor: Actor & { type: "user"; id: string };
  origin: RequestOrigin;
}

/** What adminAction and userAction hand their handler besides the input. */
export interface ActionContext {
  /** Spread into a service's options: `{ ...service, tokenId }`. */
  service: ServiceContext;
  /** The session's person and account, for what the service context does not carry (the v1 client, the session id, the role). */
  admin: AdminContext;
}

/** Built once per action call, by the action wrappers only: no action assembles its own. */
export async function actionContext(admin: AdminContext): Promise<ActionContext> {
  return {
    admin,
    service: {
      accountId: admin.account.id,
      actor: { type: "user", id: admin.user.id, display: admin.user.email },
      origin: requestOriginFrom(await headers()),
    },
  };
}
