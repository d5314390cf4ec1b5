import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { resolveLibImport } from "./import-graph";

// Which service test files need a database, for vitest.config.ts: those run on PGlite and again on
// PostgreSQL, each with a migrated database of its own; the others (formatting, parsing, signing,
// the architecture test…) run once, with no database set up. A file needs one when its imports,
// test helpers included, reach the database client, or when it reads VITEST_DATABASE to hand the
// database to a child process (the command-line test).

const DATABASE_CLIENT = "lib/platform/db/client.ts";
const CHOOSES_DATABASE = /\bVITEST_DATABASE\b/;

export function splitTestFilesByDatabase(root: string, testFiles: string[]): { database: string[]; unit: string[] } {
  const reaches = new Map<string, boolean>();
  const reachesClient = (file: string, visiting: Set<string>): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (file === DATABASE_CLIENT) return true;
    if (visiting.has(file)) return false;
    visiting.add(file);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), "utf8"), true, true);
    const result = importedFiles.some(({ fileName }) => {
      const target = resolveLibImport(root, file, fileName);
      return target !== undefined && reachesClient(target, visiting);
    });
    // A file seen again during this walk may not be finished yet: only a whole answer is kept.
    if (visiting.size === 1 || result) reaches.set(file, result);
    visiting.delete(file);
    return result;
  };
  const database: string[] = [];
  const unit: string[] = [];
  for (const file of testFiles) {
    const needsDatabase = CHOOSES_DATABASE.test(fs.readFileSync(path.join(root, file), "utf8")) || reachesClient(file, new Set());
    (needsDatabase ? database : unit).push(file);
  }
  return { database, unit };
}

/** The service test files under the given folders, relative to the root. */
export function listTestFiles(root: string, folders: string[]): string[] {
  const walk = (folder: string): string[] =>
    fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : walk(relative);
      return /\.test\.ts$/.test(entry.name) ? [relative] : [];
    });
  return folders.filter((folder) => fs.existsSync(path.join(root, folder))).flatMap(walk).sort();
}
