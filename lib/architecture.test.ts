import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findEnvironmentReads } from "./testing/environment-reads";
import { circles, folderOf, readImportGraph } from "./testing/import-graph";

// The house rule on layers (shared STYLE): dependencies point down, a domain folder never
// imports the HTTP adapter (lib/adapters/api), and no folder of lib/ reaches itself again through
// another. Read from the import statements of the shipped files (not the tests).

/** The adapters and entry points: the only folders that may import lib/adapters/api. */
const MAY_IMPORT_THE_ADAPTER = new Set(["api", "server", "actions", "v1-client", "cli", "startup"]);

const root = path.resolve(import.meta.dirname, "..");
const graph = readImportGraph(root);
const fileImports = graph.imports;

function folderImports(): Map<string, string[]> {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of fileImports) {
    const from = folderOf(file);
    const into = edges.get(from) ?? edges.set(from, new Set()).get(from)!;
    for (const target of targets) if (folderOf(target) !== from) into.add(folderOf(target));
  }
  return new Map([...edges].map(([folder, targets]) => [folder, [...targets]]));
}

describe("layers of lib/", () => {
  it("reads the imports it judges", () => {
    expect(graph.files.length).toBeGreaterThan(100);
    expect(graph.imports.get("lib/adapters/api/v1-app.ts")).toContain("lib/adapters/api/operations/index.ts");
  });

  it("no domain folder imports the HTTP adapter (lib/adapters/api)", () => {
    const upward = [...graph.imports].flatMap(([file, targets]) =>
      MAY_IMPORT_THE_ADAPTER.has(folderOf(file)) ? [] : targets.filter((target) => folderOf(target) === "api").map((target) => `${file} → ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it("no domain folder imports any adapter or entry point (api, server, actions, v1-client, cli, startup)", () => {
    const upward = [...graph.imports].flatMap(([file, targets]) =>
      MAY_IMPORT_THE_ADAPTER.has(folderOf(file)) ? [] : targets.filter((target) => MAY_IMPORT_THE_ADAPTER.has(folderOf(target))).map((target) => `${file} → ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it("no circle between folders of lib/", () => {
    expect(circles(folderImports()).map((folders) => folders.join(" ↔ "))).toEqual([]);
  });

  it("no circle between files of lib/", () => {
    expect(circles(fileImports)).toEqual([]);
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
