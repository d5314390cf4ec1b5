import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { circles, folderOf, layerOf, type ImportGraph, type Layer } from "./import-graph";

// The house rules on the tree's shape (lib/README.md, shared STYLE), as functions over an import
// graph that each return the offending edges or files: lib/architecture.test.ts runs them over
// the project, and over a small tree with known violations so that they cannot pass vacuously.

/** What each part may import besides itself: pages over components over lib/'s three layers. */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  app: ["components", "adapters", "domains", "platform"],
  components: ["adapters", "domains", "platform"],
  adapters: ["domains", "platform"],
  domains: ["platform"],
  platform: [],
};

/** The imports from a file of `layer` into a part it may not import (`from → to`); the generated client (clients/) is a package. */
export function upwardImports(graph: ImportGraph, layer: Layer): string[] {
  return [...graph.imports].flatMap(([file, targets]) =>
    layerOf(file) !== layer ? [] : targets.filter((target) => { const into = layerOf(target); return into !== undefined && into !== layer && !MAY_IMPORT[layer].includes(into); }).map((target) => `${file} → ${target}`),
  );
}

/** The framework a business rule must not depend on: Next.js and Auth.js (next-auth). */
const FRAMEWORK = /^(next|next-auth|@auth\/[^/]+)(\/|$)/;

/** The imports of Next.js or Auth.js from a file of the domains or the platform (`file → package`). */
export function frameworkImports(graph: ImportGraph): string[] {
  return [...graph.packages].flatMap(([file, packages]) =>
    layerOf(file) === "domains" || layerOf(file) === "platform" ? packages.filter((name) => FRAMEWORK.test(name)).map((name) => `${file} → ${name}`) : [],
  );
}

/** The files of the domains or the platform that name the Fetch API's `Response` (build or type one): answering HTTP is an adapter's job. */
export function responseUsers(root: string, graph: ImportGraph): string[] {
  return graph.files.filter((file) => {
    if (layerOf(file) !== "domains" && layerOf(file) !== "platform") return false;
    const text = fs.readFileSync(path.join(root, file), "utf8");
    if (!/\bResponse\b/.test(text)) return false;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const namesResponse = (node: ts.Node): boolean => {
      // `Response` itself, not a property or member of that name (`x.Response`, `{ Response: … }`).
      const isMemberName = node.parent !== undefined && ((ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) || (ts.isPropertyAssignment(node.parent) && node.parent.name === node));
      if (ts.isIdentifier(node) && node.text === "Response" && !isMemberName) return true;
      return ts.forEachChild(node, namesResponse) ?? false;
    };
    return namesResponse(source);
  });
}

/** The imports of the database from pages and components, which reach data through actions and the v1 client. */
export function databaseImportsFromUi(graph: ImportGraph): string[] {
  return [...graph.imports].flatMap(([file, targets]) =>
    layerOf(file) === "app" || layerOf(file) === "components" ? targets.filter((target) => target.startsWith("lib/platform/db/")).map((target) => `${file} → ${target}`) : [],
  );
}

/** The domain a file of lib/domains belongs to (`lib/domains/audit/x.ts` → `audit`). */
const domainOf = (file: string) => (layerOf(file) === "domains" ? file.split("/")[2] : undefined);

/** The imports from one domain into another that pass by its index.ts (`from → to`): a domain's files are its own business. */
export function crossDomainDeepImports(graph: ImportGraph): string[] {
  return [...graph.imports].flatMap(([file, targets]) => {
    const from = domainOf(file);
    if (from === undefined) return [];
    return targets.filter((target) => {
      const into = domainOf(target);
      return into !== undefined && into !== from && target !== `lib/domains/${into}/index.ts`;
    }).map((target) => `${file} → ${target}`);
  });
}

/**
 * The composition root (lib/adapters/composition): the processes' entry points, which hand the
 * edge app's listener to the servers. The only adapter files that import the HTTP adapter
 * (lib/adapters/api), and only through its entry point: what the servers mount (the edge app as a
 * node:http listener, and the answer to a request Node's parser refused). The customer area's
 * client (lib/adapters/v1-client) gets its transport through a slot that Next's
 * instrumentation.ts fills. The API's apps, problems, principals, credentials and middleware are its own.
 */
const COMPOSITION_ROOT = "lib/adapters/composition/";
const API_ENTRY_POINTS = ["lib/adapters/api/edge-mount.ts"];

/** The imports from another adapter into lib/adapters/api (`from → to`) but the composition root's of the API's entry points. */
export function importsIntoApi(graph: ImportGraph, entryPoints: readonly string[] = API_ENTRY_POINTS): string[] {
  const inApi = (file: string) => file.startsWith("lib/adapters/api/");
  const allowed = (file: string, target: string) => file.startsWith(COMPOSITION_ROOT) && entryPoints.includes(target);
  return [...graph.imports].flatMap(([file, targets]) =>
    layerOf(file) !== "adapters" || inApi(file) ? [] : targets.filter((target) => inApi(target) && !allowed(file, target)).map((target) => `${file} → ${target}`),
  );
}

/** The folders' import graph (`adapters/api` → `domains/webhooks`). */
function folderImports(graph: ImportGraph): Map<string, string[]> {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph.imports) {
    const from = folderOf(file);
    const into = edges.get(from) ?? edges.set(from, new Set()).get(from)!;
    for (const target of targets) if (folderOf(target) !== from) into.add(folderOf(target));
  }
  return new Map([...edges].map(([folder, targets]) => [folder, [...targets]]));
}

/** The circles between folders (`a ↔ b`). */
export const folderCircles = (graph: ImportGraph) => circles(folderImports(graph)).map((folders) => folders.join(" ↔ "));

/** The circles between files (`a ↔ b`). */
export const fileCircles = (graph: ImportGraph) => circles(graph.imports).map((files) => files.join(" ↔ "));
