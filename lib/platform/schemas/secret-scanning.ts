import { z } from "zod";

// GitHub's secret scanning partner program: the report it posts and the answer it expects.
// https://docs.github.com/en/code-security/secret-scanning/secret-scanning-partnership-program

/** Reports are batched by GitHub; more than this in one request is refused as too large. */
const MAX_LEAK_REPORT_ITEMS = 1000;

const leakReportItemSchema = z.object({
  token: z.string().min(1).max(1024),
  type: z.string().min(1).max(200),
  url: z.string().max(4096).nullish(),
  source: z.string().max(200).nullish(),
});

export const leakReportSchema = z.array(leakReportItemSchema).min(1).max(MAX_LEAK_REPORT_ITEMS);

const leakVerdictSchema = z.object({
  token_raw: z.string(),
  token_type: z.string(),
  /** `true_positive`: one of our tokens, live when reported (now revoked) or already revoked for this leak. */
  label: z.enum(["true_positive", "false_positive"]),
});

export type LeakReportItem = z.infer<typeof leakReportItemSchema>;
export type LeakVerdict = z.infer<typeof leakVerdictSchema>;
