import { expect, test } from "vitest";
import { runCleanups } from "../../bench/processes";
import { formatSoak, runSoak } from "../../soak/run";
import { createDatabase } from "./databases";

/**
 * Issue 28 point 4: the short soak on PostgreSQL, with two launchers over one database and one
 * uploads folder behind a balancer, each killed with SIGKILL once while buyers pay; sessions,
 * carts, rate limits and payments are shared through the database, and every invariant holds.
 */
test("short soak on PostgreSQL: two launchers, each killed once, every invariant holds", { timeout: 280_000 }, async () => {
  const lines: string[] = [];
  try {
    const databaseUrl = await createDatabase("soak");
    const result = await runSoak({ buyers: 20, kills: 2, port: 4235, databaseUrl, timeLimitMs: 240_000, log: (line) => lines.push(line) });
    const report = `${lines.join("\n")}\n${formatSoak(result)}`;
    expect(result.kills, report).toBe(2);
    expect(lines.filter((line) => /SIGKILL \d\/2 to the server on port 4236/.test(line)), report).toHaveLength(1);
    expect(lines.filter((line) => /SIGKILL \d\/2 to the server on port 4237/.test(line)), report).toHaveLength(1);
    expect(result.counts.paidCharges, report).toBeGreaterThan(10);
    expect(result.counts.refunded, report).toBeGreaterThan(0);
    expect(result.invariants.filter((i) => i.broken > 0), report).toEqual([]);
    expect(result.errors, report).toEqual([]);
    expect(result.passed).toBe(true);
  } finally {
    await runCleanups();
  }
});
