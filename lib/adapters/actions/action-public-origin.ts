import { headers } from "next/headers";
import { publicOrigin } from "../../platform/http/public-origin";

/**
 * The public origin inside a page or server action (WebAuthn's relying party and expected origin):
 * proxy.ts has put it on the request's forwarded headers, so the fallback is only for a request
 * that did not pass through it.
 */
export async function actionPublicOrigin(): Promise<string> {
  return publicOrigin(await headers(), "http://localhost:3000");
}
