import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A throwaway PostgreSQL server for the tests (issue 28, CONTRACT 15): Debian's `postgresql`
 * binaries, a data folder under the system's temporary folder, a free port on 127.0.0.1, trust
 * authentication, stopped and removed by `stop()`. initdb refuses to run as root, so as root the
 * server runs as the `postgres` user the package creates.
 */
export type PostgresServer = { url: (database?: string) => string; createDatabase: (name: string) => void; logFile: string; stop: () => void };

const BIN_DIRS = ["/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/15/bin"];

export function postgresBinaries(): string | null {
  const fromEnv = process.env.POSTGRES_BIN;
  return [fromEnv, ...BIN_DIRS].find((dir): dir is string => !!dir && fs.existsSync(path.join(dir, "initdb"))) ?? null;
}

/**
 * Starts a throwaway server, on `port` when given (the e2e run names it up front), else a free
 * one. Tests skip every flush to disk; `durable` keeps PostgreSQL's defaults, as the bench needs
 * to compare it with SQLite's `synchronous=FULL`.
 */
export async function startPostgres({ port, durable = false }: { port?: number; durable?: boolean } = {}): Promise<PostgresServer> {
  const bin = postgresBinaries();
  if (!bin) throw new Error("PostgreSQL's server binaries were not found (apt-get install postgresql, or set POSTGRES_BIN)");
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? ["runuser", "-u", "postgres", "--", path.join(bin, tool), ...args] : [path.join(bin, tool), ...args];
    execFileSync(command[0]!, command.slice(1), { stdio: ["ignore", "ignore", "pipe"] });
  };

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "promptory-pg-"));
  const data = path.join(folder, "data");
  fs.mkdirSync(data);
  if (asRoot) execFileSync("chown", ["-R", "postgres", folder]);
  port ??= await freePort();
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8"]);
  // fsync off: a test server's data is thrown away; sockets in its own folder, TCP on 127.0.0.1 only.
  const noFlushes = durable ? "" : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off";
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1${noFlushes}`;
  run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(folder, "server.log"), "-w", "start"]);

  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    logFile: path.join(folder, "server.log"),
    createDatabase: (name) => run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", name]),
    stop: () => {
      const command = asRoot ? ["runuser", "-u", "postgres", "--", path.join(bin, "pg_ctl")] : [path.join(bin, "pg_ctl")];
      spawnSync(command[0]!, [...command.slice(1), "-D", data, "-m", "immediate", "stop"], { stdio: "ignore" });
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
