// The operator command line: `npm run cli -- <command>`. See lib/adapters/cli/run-cli.ts.
// Loaded dynamically so that even an invalid environment (read at import) ends in one clear line.
export {};

try {
  const { runCli } = await import("./run-cli");
  process.exitCode = await runCli(process.argv);
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
