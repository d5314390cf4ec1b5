import { env } from "../../platform/env";
import { isAppError } from "../../platform/errors/app-error";
import { leakReportSchema } from "../../platform/schemas/secret-scanning";
import { reportReplayKey } from "./report-replay-key";
import { revokeLeakedTokens } from "./revoke-leaked-tokens";
import { verifyReportSignature } from "./verify-report-signature";

/** GitHub's reports are small JSON arrays; anything past this is refused before parsing. */
export const MAX_LEAK_REPORT_BYTES = 256 * 1024;

export interface LeakReportRequest {
  body: Buffer;
  keyIdentifier: string | null;
  signature: string | null;
  origin?: { ip?: string | null; userAgent?: string | null };
  /** Defaults to SECRET_SCANNING_PUBLIC_KEYS; tests pass their own. */
  publicKeys?: Record<string, string>;
}

/** Why a report is refused; the route answers each as a problem with this `code`. */
export type LeakReportRefusal =
  | { status: 400; code: "malformed_json"; detail: string }
  | { status: 401; code: "invalid_signature"; detail: string }
  | { status: 409; code: "replayed"; detail: string }
  | { status: 413; code: "payload_too_large"; detail: string }
  | { status: 422; code: "validation_failed"; detail: string };

export type LeakReportOutcome = { status: 200; body: unknown } | LeakReportRefusal;

/**
 * The whole of POST /secret-scanning/verify apart from HTTP: size, signature (before the body
 * is even parsed, so unsigned input costs nothing), payload, replay, then revocation.
 */
export async function handleLeakReport(request: LeakReportRequest): Promise<LeakReportOutcome> {
  if (request.body.length > MAX_LEAK_REPORT_BYTES) {
    return { status: 413, code: "payload_too_large", detail: `Reports are limited to ${MAX_LEAK_REPORT_BYTES} bytes.` };
  }
  if (!request.keyIdentifier || !request.signature) {
    return { status: 401, code: "invalid_signature", detail: "Github-Public-Key-Identifier and Github-Public-Key-Signature are required." };
  }
  const publicKeys = request.publicKeys ?? env.SECRET_SCANNING_PUBLIC_KEYS;
  const signed = { keyIdentifier: request.keyIdentifier, signature: request.signature };
  const replayKey = verifyReportSignature({ ...signed, body: request.body, publicKeys }) ? reportReplayKey(signed) : null;
  if (!replayKey) {
    return { status: 401, code: "invalid_signature", detail: "The signature does not verify with a configured key." };
  }
  let json: unknown;
  try {
    json = JSON.parse(request.body.toString("utf8"));
  } catch {
    return { status: 400, code: "malformed_json", detail: "The body is not JSON." };
  }
  const parsed = leakReportSchema.safeParse(json);
  if (!parsed.success) {
    return { status: 422, code: "validation_failed", detail: "Expected a list of { token, type, url, source }." };
  }
  try {
    const { verdicts } = await revokeLeakedTokens({
      items: parsed.data,
      replayKey,
      keyIdentifier: request.keyIdentifier,
      origin: request.origin,
    });
    return { status: 200, body: verdicts };
  } catch (error) {
    if (isAppError(error, "conflict")) return { status: 409, code: "replayed", detail: error.message };
    throw error;
  }
}
