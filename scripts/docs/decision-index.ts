import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const DECISIONS_DIR = path.resolve("docs/decisions");
export const INDEX_FILE = path.join(DECISIONS_DIR, "README.md");
const RECORD = /^(\d{4})-[a-z0-9-]+\.md$/;

export type DecisionRecord = { file: string; number: number; title: string; status: string };

/** Every numbered record with its title ("# N. Title") and status (the "Status:" text). */
export function readDecisions(dir = DECISIONS_DIR): DecisionRecord[] {
  return readdirSync(dir)
    .filter((file) => RECORD.test(file) && !file.startsWith("0000-"))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), "utf8");
      const title = /^# (\d+)\. (.+)$/m.exec(text);
      const status = /Status: ([^\n]+(?:\n(?!\n|#)[^\n]+)*)/.exec(text);
      if (!title || !status) throw new Error(`${file}: needs a "# N. Title" line and a "Status:" line`);
      if (Number(title[1]) !== Number(file.slice(0, 4))) throw new Error(`${file}: its title says ${title[1]}`);
      return { file, number: Number(title[1]), title: title[2]!.trim(), status: status[1]!.replace(/\s+/g, " ").trim() };
    });
}

/** The index page: one row per record, superseded ones marked as such by their own status line. */
export function renderIndex(records: DecisionRecord[]): string {
  const rows = records.map(({ file, number, title, status }) => `| [${number}](${file}) | ${title.replaceAll("|", "\\|")} | ${status.replaceAll("|", "\\|")} |`);
  return [
    "# Decision records",
    "",
    "One short record per real choice: its context, the decision and its consequences. Start a new",
    "one from [0000-template.md](0000-template.md) with the next free number. When a later record",
    "replaces one, set the old one's status to `superseded by NNNN` (and the new one's to",
    "`accepted (supersedes NNNN)`); an amendment says `amended by NNNN`. This index is generated:",
    "`npm run docs:decisions` rewrites it, and `tests/unit/decision-index.test.ts` fails when it is",
    "out of date.",
    "",
    "| # | decision | status |",
    "| --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}
