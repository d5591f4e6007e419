import { expect } from "vitest";
import { runCleanups } from "../../bench/processes";
import { formatSoak, runSoak, type SoakOptions } from "../../soak/run";

/**
 * The short soak (soak/README.md): 20 buyers against the real production server, killed with
 * SIGKILL `kills` times while they pay, every fifth payment refunded, then every invariant read
 * from the database. Answers the soak's log lines for further checks.
 */
export async function expectSoundShortSoak(options: Pick<SoakOptions, "kills" | "port" | "databaseUrl">): Promise<string[]> {
  const lines: string[] = [];
  try {
    const result = await runSoak({ ...options, buyers: 20, timeLimitMs: 200_000, log: (line) => lines.push(line) });
    const report = `${lines.join("\n")}\n${formatSoak(result)}`;
    expect(result.kills, report).toBe(options.kills);
    expect(result.counts.paidCharges, report).toBeGreaterThan(10);
    // Every fifth buyer's payment is refunded by the admin (scenario pay-then-refund).
    expect(result.counts.refunded, report).toBeGreaterThan(0);
    expect(result.invariants.filter((i) => i.broken > 0), report).toEqual([]);
    expect(result.errors, report).toEqual([]);
    expect(result.passed).toBe(true);
    return lines;
  } finally {
    await runCleanups();
  }
}
