import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { INDEX_FILE, readDecisions, renderIndex } from "../../scripts/docs/decision-index";

describe("decision records", () => {
  const records = readDecisions();

  test("every record has a title with its own number and a status; numbers are unique", () => {
    expect(records.length).toBeGreaterThan(100);
    expect(new Set(records.map((record) => record.number)).size).toBe(records.length);
  });

  test("a record named as superseded says so in its own status", () => {
    for (const { number, status } of records) {
      for (const old of status.matchAll(/supersedes (\d+)/g)) {
        const replaced = records.find((record) => record.number === Number(old[1]));
        expect(replaced?.status, `${old[1]}, superseded by ${number}`).toMatch(new RegExp(`superseded by 0*${number}\\b`));
      }
    }
  });

  test("the index lists every record as it is now (npm run docs:decisions)", () => {
    expect(readFileSync(INDEX_FILE, "utf8")).toBe(renderIndex(records));
  });
});
