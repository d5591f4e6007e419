import { test } from "vitest";
import { expectSoundShortSoak } from "../support/short-soak";

/** The short soak on SQLite: one launcher, killed once while buyers pay; every invariant holds. */
test("short soak: 20 buyers, one SIGKILL, every invariant holds", { timeout: 240_000 }, async () => {
  await expectSoundShortSoak({ kills: 1, port: 4231 });
});
