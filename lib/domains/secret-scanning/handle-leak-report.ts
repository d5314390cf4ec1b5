import { CodedError } from "../../platform/errors/coded-error";
import { env } from "../../platform/env";
import { isAppError } from "../../platform/errors/app-error";
import { leakReportSchema, type LeakVerdict } from "../../platform/schemas/secret-scanning";
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

/** Why a report is refused; the endpoint's adapter answers each code as a problem. */
export type LeakReportRefusalCode = "malformed_json" | "invalid_signature" | "replayed" | "payload_too_large" | "validation_failed";

export class LeakReportRefused extends CodedError<LeakReportRefusalCode> {}

/**
 * The whole of POST /secret-scanning/verify apart from HTTP: size, signature (before the body
 * is even parsed, so unsigned input costs nothing), payload, replay, then revocation.
 */
export async function handleLeakReport(request: LeakReportRequest): Promise<{ verdicts: LeakVerdict[] }> {
  if (request.body.length > MAX_LEAK_REPORT_BYTES) {
    throw new LeakReportRefused("payload_too_large", `Reports are limited to ${MAX_LEAK_REPORT_BYTES} bytes.`);
  }
  if (!request.keyIdentifier || !request.signature) {
    throw new LeakReportRefused("invalid_signature", "Github-Public-Key-Identifier and Github-Public-Key-Signature are required.");
  }
  const publicKeys = request.publicKeys ?? env.SECRET_SCANNING_PUBLIC_KEYS;
  const signed = { keyIdentifier: request.keyIdentifier, signature: request.signature };
  const replayKey = verifyReportSignature({ ...signed, body: request.body, publicKeys }) ? reportReplayKey(signed) : null;
  if (!replayKey) {
    throw new LeakReportRefused("invalid_signature", "The signature does not verify with a configured key.");
  }
  let json: unknown;
  try {
    json = JSON.parse(request.body.toString("utf8"));
  } catch {
    throw new LeakReportRefused("malformed_json", "The body is not JSON.");
  }
  const parsed = leakReportSchema.safeParse(json);
  if (!parsed.success) {
    throw new LeakReportRefused("validation_failed", "Expected a list of { token, type, url, source }.");
  }
  try {
    const { verdicts } = await revokeLeakedTokens({
      items: parsed.data,
      replayKey,
      keyIdentifier: request.keyIdentifier,
      origin: request.origin,
    });
    return { verdicts };
  } catch (error) {
    if (isAppError(error, "conflict")) throw new LeakReportRefused("replayed", error.message);
    throw error;
  }
}
