// The esbuild step of `npm run build` (after `next build`): compiles the production entry
// points into dist/, so `npm start` and `npm run worker` run plain JavaScript in one node
// process instead of transpiling TypeScript through tsx at every start.
// Usage: node scripts/build-server.mjs [outdir]   (default dist/)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** dist/<name>.js for each entry: npm start, start:api, start:web and worker. */
export const serverEntryPoints = {
  "start-server": "lib/adapters/composition/start-server.ts",
  "start-api": "lib/adapters/composition/start-api.ts",
  "start-web": "lib/adapters/composition/start-web.ts",
  "run-worker": "lib/adapters/composition/run-worker.ts",
};

/** Builds the entry points into outdir (relative to the project root), replacing what was there. */
export async function buildServer(outdir = "dist") {
  const absoluteOutdir = path.resolve(projectRoot, outdir);
  fs.rmSync(absoluteOutdir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: serverEntryPoints,
    outdir: absoluteOutdir,
    bundle: true,
    // Our own code (lib/**, the `@/` alias from tsconfig.json) is bundled; packages load from
    // node_modules as they do under tsx and Next.
    packages: "external",
    tsconfig: "tsconfig.json",
    platform: "node",
    format: "esm",
    target: "node22",
    // Dynamic imports become chunks of their own. Without splitting, every package import would
    // be hoisted into the entry, and the API process would load Next, whose async hooks tax
    // each of its requests.
    splitting: true,
    chunkNames: "[name]-[hash]",
    sourcemap: "linked",
    logLevel: "warning",
    metafile: true,
  });
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  const outdir = process.argv[2] ?? "dist";
  const { metafile } = await buildServer(outdir);
  const entries = Object.entries(metafile.outputs).filter(([, output]) => output.entryPoint);
  const sizes = entries.map(([file, output]) => `${path.relative(projectRoot, file)} (${(output.bytes / 1024).toFixed(0)} KiB)`);
  console.log(`build-server: ${sizes.join(", ")} in ${Math.round(performance.now() - started)} ms`);
}
