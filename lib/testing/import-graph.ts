import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// The static imports between the shipped files of the tree (lib/, app/, components/), read with
// TypeScript's own pre-parser (import, export … from, import(), require), for the architecture
// test. Tests and test helpers are left out: driving the whole app in-process is how a test
// proves behaviour, not a dependency of the code it tests.

export interface ImportGraph {
  /** Every shipped file, relative to the project root (`lib/adapters/api/v1-app.ts`). */
  files: string[];
  /** file → the project files it imports. */
  imports: Map<string, string[]>;
  /** file → the packages it imports (`next/headers`, `zod`). */
  packages: Map<string, string[]>;
}

/** The folders the architecture test reads. */
const TREE = ["lib", "app", "components"] as const;

const SOURCE = /\.tsx?$/;
const isTestCode = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || file.split("/").includes("testing") || file.endsWith(".d.ts");

/** The shipped .ts/.tsx files under `folder` (relative to the root), tests and test helpers left out. */
export function listSources(root: string, folder: string): string[] {
  if (!fs.existsSync(path.join(root, folder))) return [];
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return listSources(root, relative);
    return SOURCE.test(entry.name) && !isTestCode(relative) ? [relative] : [];
  });
}

/** The source file a specifier names, relative to the root; undefined for packages and for assets (CSS, SVG). */
function resolveSourceImport(root: string, from: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith("@/")) target = specifier.slice(2);
  else if (specifier.startsWith(".")) target = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  const candidates = [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`, target];
  const found = candidates.find((candidate) => fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${from}: cannot resolve "${specifier}"`);
  return SOURCE.test(found) ? found : undefined;
}

/** As resolveSourceImport, for files of lib/ only. */
export function resolveLibImport(root: string, from: string, specifier: string): string | undefined {
  const found = resolveSourceImport(root, from, specifier);
  return found?.startsWith("lib/") ? found : undefined;
}

export function readImportGraph(root: string, folders: readonly string[] = TREE): ImportGraph {
  const files = folders.flatMap((folder) => listSources(root, folder));
  const imports = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), "utf8"), true, true);
    const specifiers = importedFiles.map(({ fileName }) => fileName);
    const targets = specifiers.map((specifier) => resolveSourceImport(root, file, specifier)).filter((target) => target !== undefined);
    imports.set(file, [...new Set(targets)]);
    packages.set(file, [...new Set(specifiers.filter((specifier) => !specifier.startsWith(".") && !specifier.startsWith("@/")))]);
  }
  return { files, imports, packages };
}

/** The parts of the tree, top to bottom: pages, their components, then lib/'s three layers (lib/README.md). */
const LAYERS = ["app", "components", "adapters", "domains", "platform"] as const;
export type Layer = (typeof LAYERS)[number];

/** The part a file sits in (`lib/domains/audit/x.ts` → `domains`, `app/page.tsx` → `app`); undefined outside them. */
export function layerOf(file: string): Layer | undefined {
  const [top, second] = file.split("/");
  const layer = top === "lib" ? second : top;
  return LAYERS.find((candidate) => candidate === layer);
}

/**
 * The folder a file belongs to, with its layer (`lib/adapters/api/operations/x.ts` →
 * `adapters/api`; `lib/platform/env.ts` → `platform/env`; `app/(dashboard)/page.tsx` → `app/(dashboard)`).
 */
export const folderOf = (file: string) => (file.startsWith("lib/") ? file.split("/").slice(1, 3) : file.split("/").slice(0, 2)).join("/").replace(SOURCE, "");

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
