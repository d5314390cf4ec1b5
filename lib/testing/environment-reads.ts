import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { listSources } from "./import-graph";

// Where shipped code reads `process.env`, for the architecture test: lib/platform/env.ts is the one
// place the environment is read. Parsed with TypeScript, so `process.env` inside a string or a
// template (a code sample shown to integrators) is not a read, and `{ ...process.env }` handed
// to a child process is forwarding, not reading.

/** `file:line` of each read of process.env in the shipped files of `folders`. */
export function findEnvironmentReads(root: string, folders: string[]): string[] {
  const reads: string[] = [];
  for (const file of folders.flatMap((folder) => listSources(root, folder))) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    if (!text.includes("process.env")) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAccessExpression(node) && node.getText(source) === "process.env" && !ts.isSpreadAssignment(node.parent)) {
        reads.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return reads;
}
