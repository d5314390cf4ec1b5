import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { crossDomainDeepImports, databaseImportsFromUi, importsIntoApi, fileCircles, folderCircles, frameworkImports, responseUsers, upwardImports } from "./testing/architecture-rules";
import { findEnvironmentReads } from "./testing/environment-reads";
import { folderOf, layerOf, readImportGraph } from "./testing/import-graph";

// The house rules on the tree's shape (lib/README.md, shared STYLE): app/ over components/ over
// lib/'s three layers (adapters over domains over platform); imports only point down or stay
// within a part; no folder reaches itself again through another, and no file either; the domains
// and the platform know nothing of Next.js, Auth.js or HTTP responses. Read from the import
// statements of the shipped files (not the tests, nor testing/ folders).

const root = path.resolve(import.meta.dirname, "..");
const graph = readImportGraph(root);

describe("the tree's shape", () => {
  it("reads the imports it judges, in lib/, app/ and components/", () => {
    expect(graph.files.length).toBeGreaterThan(300);
    expect(graph.imports.get("lib/adapters/api/v1-app.ts")).toContain("lib/adapters/api/operations/index.ts");
    expect(graph.imports.get("app/(dashboard)/layout.tsx")).toContain("lib/adapters/session/require-admin.ts");
    expect(graph.files.some((file) => file.startsWith("components/"))).toBe(true);
    expect(folderOf("lib/adapters/api/operations/index.ts")).toBe("adapters/api");
    expect(folderOf("lib/platform/env.ts")).toBe("platform/env");
  });

  it("every shipped file of lib/ sits in a folder of a layer", () => {
    const libFiles = graph.files.filter((file) => file.startsWith("lib/"));
    expect(libFiles.filter((file) => layerOf(file) === undefined || file.split("/").length < 3)).toEqual([]);
  });

  it("the platform imports no domain, adapter, component or page", () => {
    expect(upwardImports(graph, "platform")).toEqual([]);
  });

  it("no domain imports an adapter (the HTTP adapter lib/adapters/api among them)", () => {
    expect(upwardImports(graph, "domains")).toEqual([]);
  });

  it("no adapter imports a component or page, no component a page", () => {
    expect([...upwardImports(graph, "adapters"), ...upwardImports(graph, "components")]).toEqual([]);
  });

  it("the domains and the platform import neither Next.js nor Auth.js", () => {
    expect(frameworkImports(graph)).toEqual([]);
  });

  it("a domain reaches another only through its index.ts", () => {
    expect(crossDomainDeepImports(graph)).toEqual([]);
    expect(graph.files).toContain("lib/domains/audit/index.ts");
  });

  it("only the composition root reaches the HTTP adapter, and only through its entry point (the listener, not its problems or principals)", () => {
    expect(importsIntoApi(graph)).toEqual([]);
  });

  it("the domains and the platform build no Response", () => {
    expect(responseUsers(root, graph)).toEqual([]);
  });

  it("pages and components do not import the database", () => {
    expect(databaseImportsFromUi(graph)).toEqual([]);
  });

  it("no circle between folders", () => {
    expect(folderCircles(graph)).toEqual([]);
  });

  it("no circle between files", () => {
    expect(fileCircles(graph)).toEqual([]);
  });
});

describe("the rules catch what they forbid", () => {
  // A small tree with one known violation per rule, written to a temporary folder (never shipped).
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), "architecture-fixture-"));
  const files: Record<string, string> = {
    "lib/platform/answers/answer.ts": 'export const answer = (): Response => new Response("ok");\n',
    "lib/platform/ids/make-id.ts": 'export const makeId = () => "id";\n',
    "lib/domains/alpha/go-home.ts": 'import { redirect } from "next/navigation";\nimport { makeId } from "../../platform/ids/make-id";\nexport const goHome = () => redirect(`/${makeId()}`);\n',
    "lib/domains/alpha/reach-up.ts": 'import { handler } from "@/lib/adapters/gamma/handler";\nexport const reachUp = handler;\n',
    "lib/adapters/gamma/handler.ts": 'import { goHome } from "../../domains/alpha/go-home";\nexport const handler = goHome;\n',
    "components/widget.tsx": 'import { title } from "@/app/page";\nexport const Widget = () => title;\n',
    "app/page.tsx": 'import { rows } from "@/lib/platform/db/rows";\nimport { Widget } from "@/components/widget";\nexport const title = "t";\nexport default function Page() { return [Widget, rows]; }\n',
    "lib/platform/db/rows.ts": "export const rows = [];\n",
    "lib/domains/delta/index.ts": 'export { shared } from "./shared";\n',
    "lib/domains/delta/shared.ts": "export const shared = 1;\n",
    "lib/domains/delta/internal.ts": "export const internal = 2;\n",
    "lib/domains/alpha/uses-delta.ts": 'import { shared } from "../delta";\nimport { internal } from "../delta/internal";\nexport const both = shared + internal;\n',
    "lib/adapters/api/edge-app.ts": "export const edgeApp = {};\n",
    "lib/adapters/api/problem.ts": "export const problem = {};\n",
    "lib/adapters/server/listen.ts": 'import { edgeApp } from "../api/edge-app";\nexport const listen = (app: unknown) => app ?? edgeApp;\n',
    "lib/adapters/composition/start.ts": 'import { edgeApp } from "../api/edge-app";\nimport { problem } from "../api/problem";\nimport { listen } from "../server/listen";\nexport const started = [listen(edgeApp), problem];\n',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), text);
  }
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));
  const fixtureGraph = readImportGraph(fixture);

  it("an import up the layers", () => {
    expect(upwardImports(fixtureGraph, "domains")).toEqual(["lib/domains/alpha/reach-up.ts → lib/adapters/gamma/handler.ts"]);
    expect(upwardImports(fixtureGraph, "components")).toEqual(["components/widget.tsx → app/page.tsx"]);
    expect(upwardImports(fixtureGraph, "platform")).toEqual([]);
  });

  it("a domain's file reached from another domain past its index.ts", () => {
    expect(crossDomainDeepImports(fixtureGraph)).toEqual(["lib/domains/alpha/uses-delta.ts → lib/domains/delta/internal.ts"]);
  });

  it("an adapter's import of the HTTP adapter outside the composition root, and the root's past the entry points", () => {
    expect(importsIntoApi(fixtureGraph, ["lib/adapters/api/edge-app.ts"]).sort()).toEqual(["lib/adapters/composition/start.ts → lib/adapters/api/problem.ts", "lib/adapters/server/listen.ts → lib/adapters/api/edge-app.ts"].sort());
  });

  it("Next.js in a domain", () => {
    expect(frameworkImports(fixtureGraph)).toEqual(["lib/domains/alpha/go-home.ts → next/navigation"]);
  });

  it("a Response in the platform", () => {
    expect(responseUsers(fixture, fixtureGraph)).toEqual(["lib/platform/answers/answer.ts"]);
  });

  it("the database in a page", () => {
    expect(databaseImportsFromUi(fixtureGraph)).toEqual(["app/page.tsx → lib/platform/db/rows.ts"]);
  });

  it("circles between folders and between files", () => {
    expect(folderCircles(fixtureGraph).sort()).toEqual(["adapters/gamma ↔ domains/alpha", "app/page ↔ components/widget"].sort());
    expect(fileCircles(fixtureGraph)).toEqual(["app/page.tsx ↔ components/widget.tsx"]);
  });
});

describe("configuration", () => {
  it("is read from the environment in lib/platform/env.ts only (proxy.ts and instrumentation.ts, which Next loads itself, aside)", () => {
    const reads = findEnvironmentReads(root, ["lib", "app", "components"]);
    expect(reads.filter((read) => !read.startsWith("lib/platform/env.ts:"))).toEqual([]);
    // The finder finds: lib/platform/env.ts itself parses process.env.
    expect(reads.some((read) => read.startsWith("lib/platform/env.ts:"))).toBe(true);
  });
});

describe("process-spanning state", () => {
  it("lives on globalThis only through lib/platform/process-globals.ts, which declares every slot", () => {
    const holders = graph.files.filter((file) => file !== "lib/platform/process-globals.ts" && /Symbol\.for\(|globalThis\s+as\b/.test(fs.readFileSync(path.join(root, file), "utf8")));
    expect(holders).toEqual([]);
    expect(graph.files).toContain("lib/platform/process-globals.ts");
  });
});
