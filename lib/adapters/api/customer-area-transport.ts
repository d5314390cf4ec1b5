import { findAccountApiVersion } from "../../domains/accounts";
import { NEWEST_API_VERSION } from "../../domains/api-versions";
import { env } from "../../platform/env";
import { API_VERSION_HEADER } from "./api-version";
import { customerAreaPrincipal } from "./customer-area-principal";
import { mintDashboardCredential } from "./dashboard-credential";
import { asInProcessCall } from "./in-process-principal";
import { v1App } from "./v1-app";
import type { CustomerAreaCaller, CustomerAreaTransport } from "../v1-client/customer-area-transport-slot";

// Stands for this server in the in-process requests' URLs; nothing resolves or dials it.
const IN_PROCESS_ORIGIN = "http://v1.in-process";

/**
 * How a signed-in member's calls reach /v1. By default, the v1 app in this process, with no
 * socket, carrying the member as a typed principal (the session's own query read the membership a
 * moment ago); with INTERNAL_API_URL, over HTTP with a dashboard credential minted for the member.
 * Either way the calls pass the same pipeline (rate limit, scope, validation, audit) as an
 * integrator's, and name the newest version.
 */
export async function customerAreaTransport(caller: CustomerAreaCaller, internalApiUrl = env.INTERNAL_API_URL): Promise<CustomerAreaTransport> {
  if (internalApiUrl) {
    return { baseUrl: internalApiUrl, token: mintDashboardCredential(caller), fetch: atNewestVersion(globalThis.fetch) };
  }
  // The account's default rides on the principal as on a token's (a new webhook endpoint takes it);
  // the answers are at the newest all the same, which every call names.
  const principal = customerAreaPrincipal(caller, await findAccountApiVersion(caller.accountId));
  const inProcessFetch = (async (request: Request) => v1App.fetch(asInProcessCall(request, principal))) as typeof fetch;
  return { baseUrl: IN_PROCESS_ORIGIN, fetch: atNewestVersion(inProcessFetch) };
}

/**
 * The project's client is typed from the newest document, so every call asks for the newest
 * version, whatever the account's default: the customer area reads the shapes it was written for.
 */
function atNewestVersion(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    request.headers.set(API_VERSION_HEADER, NEWEST_API_VERSION);
    return fetch(request);
  }) as typeof globalThis.fetch;
}
