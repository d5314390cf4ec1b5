// `prestart` and `preworker`: say what to do when the compiled entry point (or, for the server,
// Next's build) is missing, instead of Node's "Cannot find module" trace from `node dist/…`.
// It also checks Node first: the servers start with a flag Node 20 does not know, so Node itself
// would refuse with "bad option" before the entry points' own check could say which Node to install.
// Usage: node scripts/check-server-build.mjs start-server|start-api|start-web|run-worker
import fs from "node:fs";

// The floor is package.json's "engines" (">=22"), read rather than repeated.
const { engines } = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const minimumMajor = Number(/\d+/.exec(engines.node)[0]);
if (Number(process.versions.node.split(".")[0]) < minimumMajor) {
  console.error(`This app needs Node.js ${minimumMajor} or newer (LTS); this is Node.js ${process.versions.node}. Install Node ${minimumMajor} (see the README, "Two commands") and start again.`);
  process.exit(1);
}

const entry = process.argv[2];
const missing = [`dist/${entry}.js`];
if (entry === "start-server" || entry === "start-web") missing.push(`${process.env.NEXT_DIST_DIR || ".next"}/BUILD_ID`);

const absent = missing.filter((file) => !fs.existsSync(file));
if (absent.length > 0) {
  console.error(`${absent.join(" and ")} not found: run \`npm run build\` first (it builds Next and compiles dist/).`);
  process.exit(1);
}
