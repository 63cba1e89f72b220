// A Postgres server of Debian's package in a fresh folder, thrown away when stopped: for
// `npm run start:cluster` and `npm run bench:leads`. As root, it runs as the postgres user (initdb
// refuses root). Plain JavaScript, so the cluster script and the benches share it.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Debian's newest Postgres bin folder. */
function postgresBin() {
  try {
    return execFileSync("bash", ["-c", "ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1"], {
      encoding: "utf8",
    }).trim();
  } catch {
    throw new Error("Postgres is not installed: apt-get install postgresql (.ci/run does)");
  }
}

/** Starts Postgres on 127.0.0.1:`port`; `stop()` stops it and removes its folder. */
export function startThrowawayPostgres({ port, settings = [] }) {
  const bin = postgresBin();
  const dataDir = mkdtempSync(join(tmpdir(), "homefront-pg-"));
  const asRoot = process.getuid?.() === 0;
  const run = (command) =>
    asRoot
      ? execFileSync("su", ["postgres", "-s", "/bin/bash", "-c", `cd / && ${command}`], { stdio: "ignore" })
      : execFileSync("bash", ["-c", command], { stdio: "ignore" });
  if (asRoot) execFileSync("chown", ["postgres", dataDir]);
  chmodSync(dataDir, 0o700);
  run(`'${bin}/initdb' -D '${dataDir}' -A trust -U postgres --no-sync`);
  const options = [`-p ${port}`, "-k /tmp", "-c listen_addresses=127.0.0.1", ...settings.map((s) => `-c ${s}`)].join(
    " ",
  );
  run(`'${bin}/pg_ctl' -D '${dataDir}' -l '${dataDir}/server.log' -o "${options}" -w start`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    /** The postmaster's process id: every backend is its child. */
    pid: () => Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]),
    stop() {
      try {
        run(`'${bin}/pg_ctl' -D '${dataDir}' -m fast -w stop`);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
