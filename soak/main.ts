/**
 * `npm run soak [-- --buyers 200 --kills 2 --port 4230 --engine sqlite|postgres]`: the soak with
 * faults (soak/README.md). Prints counts and PASS/FAIL per invariant; exit code 1 on any FAIL, 2
 * on bad arguments.
 */
import { parseArgs } from "node:util";
import { exitAfterCleanupOnSignals, onCleanup } from "../bench/processes";
import { startPostgres } from "../tests/support/postgres-server";
import { formatSoak, runCleanups, runSoak } from "./run";

const USAGE =
  "npm run soak -- [--buyers N (1-1000, default 200)] [--kills K (0-5, default 2)] [--port P (default 4230; on PostgreSQL P to P+2)]" +
  " [--engine sqlite|postgres (default sqlite)]";

function options() {
  const { values } = parseArgs({
    options: {
      buyers: { type: "string", default: "200" },
      kills: { type: "string", default: "2" },
      port: { type: "string", default: "4230" },
      engine: { type: "string", default: "sqlite" },
    },
  });
  const buyers = Number(values.buyers);
  const kills = Number(values.kills);
  const port = Number(values.port);
  const engine = values.engine as "sqlite" | "postgres";
  if (!Number.isInteger(buyers) || buyers < 1 || buyers > 1000 || !Number.isInteger(kills) || kills < 0 || kills > 5 || !Number.isInteger(port) || port < 1024 || port > 65533) {
    throw new Error("bad arguments");
  }
  if (engine !== "sqlite" && engine !== "postgres") throw new Error("--engine takes sqlite or postgres");
  return { buyers, kills, port, engine };
}

/** On PostgreSQL: a throwaway server from Debian's package (tests/support/postgres-server.ts), stopped at the end. */
async function databaseUrl(engine: "sqlite" | "postgres"): Promise<string | undefined> {
  if (engine === "sqlite") return undefined;
  const server = await startPostgres();
  onCleanup(() => server.stop());
  server.createDatabase("soak");
  return server.url("soak");
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = options();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\nusage: ${USAGE}`);
    return 2;
  }
  exitAfterCleanupOnSignals();
  try {
    const { engine, ...soak } = parsed;
    const result = await runSoak({ ...soak, databaseUrl: await databaseUrl(engine), timeLimitMs: 5 * 60_000 - 30_000 });
    console.log(formatSoak(result));
    return result.passed ? 0 : 1;
  } catch (error) {
    console.error(`soak FAILED: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await runCleanups();
  }
}

process.exit(await main());
