import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// The static imports between the shipped files of lib/, read with TypeScript's own pre-parser
// (import, export … from, import(), require), for the architecture test. Tests and test helpers
// are left out: driving the whole app in-process is how a test proves behaviour, not a
// dependency of the code it tests.

export interface ImportGraph {
  /** Every shipped file, relative to the project root (`lib/adapters/api/v1-app.ts`). */
  files: string[];
  /** file → the lib/ files it imports. */
  imports: Map<string, string[]>;
}

const SOURCE = /\.tsx?$/;
const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || file.split("/").includes("testing") || file.endsWith(".d.ts");

/** The shipped .ts/.tsx files under `folder` (relative to the root), tests and test helpers left out. */
export function listSources(root: string, folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return listSources(root, relative);
    return SOURCE.test(entry.name) && !isTestCode(relative) ? [relative] : [];
  });
}

/** The file a specifier names, relative to the root; undefined for packages and non-lib files. */
export function resolveLibImport(root: string, from: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith("@/")) target = specifier.slice(2);
  else if (specifier.startsWith(".")) target = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  if (!target.startsWith("lib/")) return undefined;
  const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
  const found = candidates.find((candidate) => fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${from}: cannot resolve "${specifier}"`);
  return found;
}

export function readImportGraph(root: string): ImportGraph {
  const files = listSources(root, "lib");
  const imports = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), "utf8"), true, true);
    const targets = importedFiles.map(({ fileName }) => resolveLibImport(root, file, fileName)).filter((target) => target !== undefined);
    imports.set(file, [...new Set(targets)]);
  }
  return { files, imports };
}

/** The layers of lib/, top to bottom (lib/README.md). */
const LAYERS = ["adapters", "domains", "platform"] as const;
export type Layer = (typeof LAYERS)[number];

/** The layer a file of lib/ sits in (`lib/domains/audit/x.ts` → `domains`); undefined outside the layers. */
export function layerOf(file: string): Layer | undefined {
  const layer = file.split("/")[1];
  return LAYERS.find((candidate) => candidate === layer);
}

/**
 * The folder of lib/ a file belongs to, with its layer (`lib/adapters/api/operations/x.ts` →
 * `adapters/api`; `lib/platform/env.ts` → `platform/env`).
 */
export const folderOf = (file: string) => file.split("/").slice(1, 3).join("/").replace(SOURCE, "");

/** The groups of nodes that reach each other (Tarjan's strongly connected components, size > 1). */
export function circles(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowest.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node)!, lowest.get(next)!));
      } else if (stack.includes(next)) {
        lowest.set(node, Math.min(lowest.get(node)!, index.get(next)!));
      }
    }
    if (lowest.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}
