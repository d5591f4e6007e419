import { describe, expect, it } from "vitest";
import { toJsonLine } from "../../scripts/log-lines";

const NOW = new Date("2026-11-22T10:00:00.000Z");
const parsed = (line: string, stream: "stdout" | "stderr" = "stdout") => JSON.parse(toJsonLine(line, stream, NOW)!);

describe("toJsonLine", () => {
  it("passes JSON lines through unchanged", () => {
    const line = '{"time":"2026-11-22T09:00:00.000Z","level":"warn","msg":"slow query"}';
    expect(toJsonLine(line, "stdout", NOW)).toBe(line);
  });

  it("wraps other lines as messages: info on stdout, warn on stderr", () => {
    expect(parsed("[vite] page reload app/root.tsx")).toEqual({
      time: NOW.toISOString(),
      level: "info",
      msg: "[vite] page reload app/root.tsx",
    });
    expect(parsed("Generated an empty chunk", "stderr")).toMatchObject({ level: "warn", msg: "Generated an empty chunk" });
    expect(parsed("{not json")).toMatchObject({ msg: "{not json" });
    expect(parsed("[1,2]")).toMatchObject({ msg: "[1,2]" });
  });

  it("strips colour codes and drops blank lines", () => {
    expect(parsed("\x1b[32m✓ built in 3.2s\x1b[39m")).toMatchObject({ msg: "✓ built in 3.2s" });
    expect(toJsonLine("   ", "stdout", NOW)).toBeNull();
  });
});
