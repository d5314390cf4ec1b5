// `prestart` and `preworker`: say what to do when the compiled entry point (or, for the server,
// Next's build) is missing, instead of Node's "Cannot find module" trace from `node dist/…`.
// Usage: node scripts/check-server-build.mjs start-server|start-api|start-web|run-worker
import fs from "node:fs";

const entry = process.argv[2];
const missing = [`dist/${entry}.js`];
if (entry === "start-server" || entry === "start-web") missing.push(`${process.env.NEXT_DIST_DIR || ".next"}/BUILD_ID`);

const absent = missing.filter((file) => !fs.existsSync(file));
if (absent.length > 0) {
  console.error(`${absent.join(" and ")} not found: run \`npm run build\` first (it builds Next and compiles dist/).`);
  process.exit(1);
}
