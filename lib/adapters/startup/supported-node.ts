// Node 22 LTS is the floor: Node 20 reached its end of life in April 2026, and dependencies
// (pdfjs, Scalar) need 22. The production entry points check before they load anything else,
// so an old Node stops with one clear line instead of a stack trace from deep inside a package.
// The floor is package.json's "engines" (">=22"), as npm and scripts/check-server-build.mjs (the
// pre-scripts, which print this same line) read it.
import { engines } from "../../../package.json";

const MINIMUM_NODE_MAJOR = Number(/\d+/.exec(engines.node)?.[0]);

/** Why this Node cannot run the app, or null when it can. */
export function unsupportedNodeMessage(version: string = process.versions.node): string | null {
  const major = Number(version.split(".")[0]);
  if (major >= MINIMUM_NODE_MAJOR) return null;
  return `This app needs Node.js ${MINIMUM_NODE_MAJOR} or newer (LTS); this is Node.js ${version}. Install Node ${MINIMUM_NODE_MAJOR} (see the README, "Two commands") and start again.`;
}

export function exitOnUnsupportedNode(): void {
  const message = unsupportedNodeMessage();
  if (message === null) return;
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
