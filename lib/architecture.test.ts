import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findEnvironmentReads } from "./testing/environment-reads";
import { circles, folderOf, layerOf, readImportGraph, type Layer } from "./testing/import-graph";

// The house rule on layers (lib/README.md, shared STYLE): lib/ is three layers, adapters over
// domains over platform, and imports only point down or stay within a layer; no folder reaches
// itself again through another, and no file either. Read from the import statements of the
// shipped files (not the tests, nor lib/testing).

/** What each layer may import besides itself. */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  adapters: ["domains", "platform"],
  domains: ["platform"],
  platform: [],
};

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

/** The imports from a file of `layer` into a layer it may not import. */
function upwardImports(layer: Layer): string[] {
  return [...fileImports].flatMap(([file, targets]) =>
    layerOf(file) !== layer
      ? []
      : targets.filter((target) => layerOf(target) !== layer && !MAY_IMPORT[layer].includes(layerOf(target)!)).map((target) => `${file} → ${target}`),
  );
}

describe("layers of lib/", () => {
  it("reads the imports it judges", () => {
    expect(graph.files.length).toBeGreaterThan(100);
    expect(graph.imports.get("lib/adapters/api/v1-app.ts")).toContain("lib/adapters/api/operations/index.ts");
    expect(folderOf("lib/adapters/api/operations/index.ts")).toBe("adapters/api");
    expect(folderOf("lib/platform/env.ts")).toBe("platform/env");
  });

  it("every shipped file of lib/ sits in a folder of a layer", () => {
    expect(graph.files.filter((file) => layerOf(file) === undefined || file.split("/").length < 3)).toEqual([]);
  });

  it("the platform imports no domain and no adapter", () => {
    expect(upwardImports("platform")).toEqual([]);
  });

  it("no domain imports an adapter (the HTTP adapter lib/adapters/api among them)", () => {
    expect(upwardImports("domains")).toEqual([]);
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
