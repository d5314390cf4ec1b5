import { problemCodes, type ProblemCode } from "../../platform/schemas/problem-codes";

// Every problem code a client can meet, for the errors page (app/docs/errors) that problem
// `type` URIs point at: the one table of codes (lib/platform/schemas/problem-codes.ts), by status.

export interface ProblemCatalogueEntry {
  code: ProblemCode;
  status: number;
  title: string;
  advice: string;
}

export const problemCatalogue: ProblemCatalogueEntry[] = (Object.keys(problemCodes) as ProblemCode[])
  .map((code) => ({ code, status: problemCodes[code].status, title: problemCodes[code].title, advice: problemCodes[code].advice }))
  .sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
