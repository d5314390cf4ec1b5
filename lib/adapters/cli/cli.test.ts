import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// Runs the real command line in child processes. On the PGlite project it uses a fresh
// embedded database in a temporary directory; on the PostgreSQL project the per-file
// database that the test setup created, so both drivers are exercised.

const onPostgres = process.env.VITEST_DATABASE === "postgres";
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "mis-cli-test-"));
const tsx = path.resolve("node_modules/.bin/tsx");

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], pgliteDir = path.join(tempDir, "db")): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: pgliteDir };
  if (!onPostgres) delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ["lib/adapters/cli/main.ts", ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A failure reported in one line on stderr, nothing on stdout. */
function expectOneLineError(run: Run, code: number, pattern: RegExp): void {
  expect(run.code, run.stderr).toBe(code);
  expect(run.stdout).toBe("");
  expect(run.stderr.trim().split("\n")).toHaveLength(1);
  expect(run.stderr).toMatch(pattern);
}

afterAll(() => {
  fs.rmSync(tempDir, { recursive: true, force: true });
});

describe("operator command line", () => {
  it("shows help on every level", async () => {
    const runs = await Promise.all([cli(["--help"]), cli(["token", "--help"]), cli(["token", "create", "--help"])]);
    for (const run of runs) expect(run.code).toBe(0);
    expect(runs[0]!.stdout).toMatch(/account[\s\S]*user[\s\S]*token[\s\S]*rate-limit[\s\S]*seed[\s\S]*db/);
    expect(runs[2]!.stdout).toContain("--expires-in <duration>");
  }, 60_000);

  it("refuses bad options with a one-line message and exit code 2", async () => {
    const base = ["token", "create", "--account", "acme"];
    const [scopes, tooLong, malformed, missing, badToken, badClient, neither] = await Promise.all([
      cli([...base, "--scopes", "admin", "--expires-in", "1h"]),
      cli([...base, "--scopes", "read", "--expires-in", "100d"]),
      cli([...base, "--scopes", "read", "--expires-in", "2x"]),
      cli([...base, "--expires-in", "1h"]),
      cli(["rate-limit", "grant", "--token", "nonsense"]),
      cli(["rate-limit", "grant", "--client", "nonsense"]),
      cli(["rate-limit", "revoke"]),
    ]);
    expectOneLineError(scopes!, 2, /scope "admin"/);
    expectOneLineError(tooLong!, 2, /1h to 90d/);
    expectOneLineError(malformed!, 2, /'2x' is invalid/);
    expectOneLineError(missing!, 2, /--scopes/);
    expectOneLineError(badToken!, 2, /access token id/);
    expectOneLineError(badClient!, 2, /OAuth client id/);
    expectOneLineError(neither!, 2, /exactly one of --token and --client/);
  }, 60_000);

  it("creates an account and prints a new token alone on stdout; an unknown account fails", async () => {
    const created = await cli(["account", "create", "--slug", "acme", "--name", "Acme Corp"]);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stderr).toMatch(/Created account acme/);

    const issued = await cli(["token", "create", "--account", "acme", "--scopes", "read", "--expires-in", "1h"]);
    expect(issued.code, issued.stderr).toBe(0);
    expect(issued.stdout).toMatch(/^mis_at_[0-9A-Za-z]{38}\n$/);
    expect(issued.stderr).toMatch(/^Created tok_\w+ "cli" \(read\) for acme, expires /);
    const tokenId = /tok_\w+/.exec(issued.stderr)![0];

    const granted = await cli(["rate-limit", "grant", "--token", tokenId]);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stderr).toContain("3000/min");

    expectOneLineError(
      await cli(["token", "create", "--account", "nope", "--scopes", "read", "--expires-in", "1h"]),
      1,
      /nope/,
    );
  }, 120_000);

  it.skipIf(onPostgres)(
    "says so when the embedded database is open in another process",
    async () => {
      const busyDir = path.join(tempDir, "busy");
      // This test process is alive, so its pid in the lock file marks the database as taken.
      fs.writeFileSync(`${busyDir}.lock`, String(process.pid));
      const run = await cli(["db", "migrate"], busyDir);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr).toMatch(/open in another process/);
    },
    60_000,
  );
});
