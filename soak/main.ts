/**
 * `npm run soak [-- --buyers 200 --kills 2 --port 4230]`: the soak with faults (soak/README.md).
 * Prints counts and PASS/FAIL per invariant; exit code 1 on any FAIL, 2 on bad arguments.
 */
import { parseArgs } from "node:util";
import { exitAfterCleanupOnSignals } from "../bench/processes";
import { formatSoak, runCleanups, runSoak } from "./run";

const USAGE = "npm run soak -- [--buyers N (1-1000, default 200)] [--kills K (0-5, default 2)] [--port P (default 4230)]";

function options() {
  const { values } = parseArgs({ options: { buyers: { type: "string", default: "200" }, kills: { type: "string", default: "2" }, port: { type: "string", default: "4230" } } });
  const buyers = Number(values.buyers);
  const kills = Number(values.kills);
  const port = Number(values.port);
  if (!Number.isInteger(buyers) || buyers < 1 || buyers > 1000 || !Number.isInteger(kills) || kills < 0 || kills > 5 || !Number.isInteger(port) || port < 1024 || port > 65535) {
    throw new Error("bad arguments");
  }
  return { buyers, kills, port };
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
    const result = await runSoak({ ...parsed, timeLimitMs: 5 * 60_000 - 30_000 });
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
