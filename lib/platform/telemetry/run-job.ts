import { randomBytes } from "node:crypto";
import { ROOT_CONTEXT } from "@opentelemetry/api";
import { withRequestId } from "../log-context";
import { workerPasses } from "./metrics";
import { inSpan } from "./spans";

/** Background jobs, each a bounded label value. */
export type JobName = "webhooks" | "sync" | "mail" | "retention";

/**
 * Runs one pass of a background job as its own trace root (`job.<name>`), with a request id of
 * its own on its log lines, and counts it by result. Webhook attempts inside join their
 * events' traces instead (deliver-due-webhooks.ts).
 */
export function runJob<T>(job: JobName, work: () => Promise<T>): Promise<T> {
  const requestId = `job_${job}_${randomBytes(6).toString("hex")}`;
  return withRequestId(requestId, () =>
    inSpan(`job.${job}`, { parent: ROOT_CONTEXT, attributes: { job, request_id: requestId } }, work).then(
      (result) => {
        workerPasses.inc({ job, result: "ok" });
        return result;
      },
      (error: unknown) => {
        workerPasses.inc({ job, result: "failed" });
        throw error;
      },
    ),
  );
}
