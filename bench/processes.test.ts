import { describe, expect, it } from "vitest";
import { collectDescendants, parseStat } from "./processes";

describe("collectDescendants", () => {
  it("walks the tree below the root, parents before children, and nothing else", () => {
    const parentOf = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
      [21, 20],
    ]);
    expect(collectDescendants(parentOf, 10)).toEqual([11, 13, 12]);
    expect(collectDescendants(parentOf, 12)).toEqual([]);
  });
});

describe("parseStat", () => {
  it("reads state, parent and start time after a command name holding spaces and parentheses", () => {
    const fields = ["S", "4242", "4242", "4242", "0", "-1", "4194560", "1", "0", "0", "0", "3", "1", "0", "0", "20", "0", "1", "0", "987654"];
    const stat = `4300 (node (worker) x) ${fields.join(" ")} 1000 2000`;
    expect(parseStat(stat)).toEqual({ state: "S", ppid: 4242, started: "987654" });
  });
});
