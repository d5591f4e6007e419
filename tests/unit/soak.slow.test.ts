import { expect, test } from "vitest";
import { runCleanups } from "../../bench/processes";
import { formatSoak, runSoak } from "../../soak/run";

/**
 * The short soak (soak/README.md): 20 buyers against the real production server, killed with
 * SIGKILL once while they pay, every fifth payment refunded, then every invariant read from the database.
 */
test("short soak: 20 buyers, one SIGKILL, every invariant holds", { timeout: 240_000 }, async () => {
  const lines: string[] = [];
  try {
    const result = await runSoak({ buyers: 20, kills: 1, port: 4231, timeLimitMs: 200_000, log: (line) => lines.push(line) });
    const report = formatSoak(result);
    expect(result.kills, report).toBe(1);
    expect(result.counts.paidCharges, report).toBeGreaterThan(10);
    // Every fifth buyer's payment is refunded by the admin (scenario pay-then-refund).
    expect(result.counts.refunded, report).toBeGreaterThan(0);
    expect(result.invariants.filter((i) => i.broken > 0), report).toEqual([]);
    expect(result.errors, report).toEqual([]);
    expect(result.passed).toBe(true);
  } finally {
    await runCleanups();
  }
});
