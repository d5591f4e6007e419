import { expect, test } from "vitest";
import { expectSoundShortSoak } from "../support/short-soak";
import { createDatabase } from "./databases";

/**
 * Issue 28 point 4: the short soak on PostgreSQL, with two launchers over one database and one
 * uploads folder behind a balancer, each killed with SIGKILL once while buyers pay; sessions,
 * carts, rate limits and payments are shared through the database, and every invariant holds.
 */
test("short soak on PostgreSQL: two launchers, each killed once, every invariant holds", { timeout: 280_000 }, async () => {
  const lines = await expectSoundShortSoak({ kills: 2, port: 4235, databaseUrl: await createDatabase("soak") });
  expect(lines.filter((line) => line.includes("SIGKILL") && line.includes("on port 4236")), lines.join("\n")).toHaveLength(1);
  expect(lines.filter((line) => line.includes("SIGKILL") && line.includes("on port 4237")), lines.join("\n")).toHaveLength(1);
});
