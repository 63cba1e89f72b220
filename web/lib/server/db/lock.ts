import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

/**
 * PGlite has no lock of its own, and two processes on one data folder corrupt it silently.
 * The first process writes its PID into `<dir>.lock` (created exclusively); a second process
 * finds a live PID there and stops with a clear error before touching the folder. A lock left by
 * a killed process (PID no longer alive) is taken over.
 */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database at ${dataDir} is already open in process ${ownerPid}. ` +
        "Only one process may open it: stop that process first, or set DATABASE_URL to use a Postgres server.",
    );
    this.name = "DatabaseLockedError";
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

export function acquireLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  mkdirSync(join(dataDir, ".."), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockFile, "utf8").trim() === String(process.pid)) rmSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(lockFile, "utf8").trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new DatabaseLockedError(dataDir, owner);
      }
      // Stale lock from a process that died (kill -9): take it over.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}
