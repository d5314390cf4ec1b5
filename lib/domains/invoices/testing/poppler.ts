import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Runs a poppler-utils tool (`pdftotext`, `pdffonts`) on a PDF held in memory and returns its stdout. */
export async function runPoppler(tool: "pdftotext" | "pdffonts" | "pdfinfo", pdf: Buffer, args: string[] = []): Promise<string> {
  const executable = `/usr/bin/${tool}`;
  if (!existsSync(executable)) {
    throw new Error(`${executable} is missing: the invoice PDF tests need Debian's poppler-utils (apt-get install -y poppler-utils).`);
  }
  const directory = await mkdtemp(path.join(tmpdir(), "invoice-pdf-"));
  try {
    const file = path.join(directory, "invoice.pdf");
    await writeFile(file, pdf);
    const outputArgs = tool === "pdftotext" ? [file, "-"] : [file];
    const { stdout } = await run(executable, [...args, ...outputArgs], { encoding: "utf8" });
    return stdout;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
