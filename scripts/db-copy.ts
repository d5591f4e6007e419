import { log } from "~/utils/logger.server";
import { parseCliArgs, runCli, UsageError } from "./cli";
import { copyToPostgres } from "./db-copy/copy-to-postgres";

const USAGE = "npm run db:copy -- --from FILE --to postgres://USER:PASSWORD@HOST:PORT/DATABASE";

await runCli(USAGE, async () => {
  const { from, to } = parseCliArgs({ from: { type: "string" }, to: { type: "string" } });
  if (!from || !to) throw new UsageError("Name the SQLite file (--from) and the PostgreSQL database (--to)");
  if (!/^postgres(ql)?:\/\//.test(to)) throw new UsageError("--to must be a postgres:// or postgresql:// URL");
  const started = performance.now();
  const { tables } = await copyToPostgres(from, to);
  // The URL may hold a password: only where the data went.
  const target = new URL(to);
  log("info", "database copied", {
    to: `${target.hostname}:${target.port || 5432}${target.pathname}`,
    rows: Object.values(tables).reduce((sum, count) => sum + count, 0),
    tables,
    durationMs: Math.round(performance.now() - started),
  });
});
