import fs from "node:fs";
import path from "node:path";

// PGlite is a single-process database: two processes writing one data directory corrupt it.
// The first process takes a lock file; a second one stops with a message that says what to do.

export class EmbeddedDatabaseBusyError extends Error {
  constructor(directory: string, pid: number) {
    super(
      `The embedded database in ${path.relative(process.cwd(), directory) || directory} is open in another process (pid ${pid}, ` +
        `probably the running app). PGlite serves one process at a time.\n` +
        `Stop that process first and run this again, or set DATABASE_URL to a PostgreSQL server, ` +
        `which the app, the worker and the command line can share.`,
    );
    this.name = "EmbeddedDatabaseBusyError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock for `directory` or throws; returns the function that releases it. */
export function acquireEmbeddedDatabaseLock(directory: string): () => void {
  fs.mkdirSync(directory, { recursive: true });
  const lockPath = `${directory}.lock`;
  for (let tries = 0; tries < 2; tries++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holderPid = Number(fs.readFileSync(lockPath, "utf8"));
      if (holderPid === process.pid) return () => {};
      if (Number.isInteger(holderPid) && holderPid > 0 && isAlive(holderPid)) {
        throw new EmbeddedDatabaseBusyError(directory, holderPid);
      }
      // A crashed process left its lock behind: take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database at ${directory}`);
}
