import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { searchableText } from "~/schemas/constraints/search";
import { db, untilStatementsMayRun } from "./client.server";
import { onPostgres } from "./dialect.server";
import { promptsFts } from "./fts";
import { prompts } from "./tables.server";

/**
 * The prompts' full-text search on either engine (issue 28 point 2, docs/decisions/0342): FTS5 on
 * SQLite (drizzle/0001), a tsvector with a GIN index on PostgreSQL (drizzle/pg/0004). Both match
 * every word as the start of a word, in any case, without accents, by English stems, and weigh
 * where a word is found the same way. The contract test, tests/unit/search-contract.test.ts,
 * runs on both.
 */

/** What a word found in each column adds to a match's score: the title counts most, then tags. */
const COLUMN_WEIGHTS = [
  { column: "title", weight: 10, tsWeight: "A" },
  { column: "tags", weight: 5, tsWeight: "B" },
  { column: "description", weight: 2, tsWeight: "C" },
] as const;

/** The words of a search (at most 10): never syntax of either engine's query language. */
export function searchWords(q: string): string[] {
  return searchableText(q)
    .split(/\s+/)
    .map((word) => word.replace(/"/g, "").trim())
    .filter(Boolean)
    .slice(0, 10);
}

/** FTS5: a quoted prefix term; the tokenizer makes words of what is inside the quotes. */
const ftsTerm = (word: string) => `"${word}"*`;

/** tsquery: a quoted prefix term, optionally only where `weight` (a column) holds it. */
const tsTerm = (word: string, weight = "") => `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}':*${weight}`;

const searchVector = sql.raw(`"prompts"."search_vector"`);
const tsQuery = (terms: string) => sql`to_tsquery('promptory', ${terms})`;

/**
 * The newest `limit` prompts (by `seq`) that match every word and `where`, each with `seq` and the
 * `columns` asked for. SQLite reads them newest first from the FTS index, which stops at `limit`.
 */
export async function newestMatches<C extends Record<string, SQL>>(
  words: string[],
  where: SQL | undefined,
  columns: C,
  limit: number,
): Promise<({ seq: number } & { [K in keyof C]: number })[]> {
  type Row = { seq: number } & { [K in keyof C]: number };
  if (onPostgres) {
    const matches = sql`${searchVector} @@ ${tsQuery(words.map((word) => tsTerm(word)).join(" & "))}`;
    return (await db.select({ seq: prompts.seq, ...columns }).from(prompts).where(and(matches, where)).orderBy(desc(prompts.seq)).limit(limit)) as Row[];
  }
  return (await db
    .select({ seq: promptsFts.rowid, ...columns })
    .from(promptsFts)
    .innerJoin(prompts, eq(prompts.seq, promptsFts.rowid))
    .where(and(sql`${promptsFts} match ${words.map(ftsTerm).join(" ")}`, where))
    .orderBy(desc(promptsFts.rowid))
    .limit(limit)) as Row[];
}

/**
 * `newestMatches`, each with its relevance `score`: each word adds its column's weight for every
 * column it is found in. FTS5's bm25() and PostgreSQL's ts_rank would weigh a word by how rare it
 * is in the whole catalogue, a pass over every match that grows with it. PostgreSQL scores the
 * rows in the same query; SQLite reads each column's matches from the newest down to the oldest row.
 */
export async function newestScoredMatches<C extends Record<string, SQL>>(
  words: string[],
  where: SQL | undefined,
  columns: C,
  limit: number,
): Promise<({ seq: number; score: number } & { [K in keyof C]: number })[]> {
  if (onPostgres) return await newestMatches(words, where, { ...columns, score: postgresScore(words) }, limit);
  const rows = await newestMatches(words, where, columns, limit);
  if (!rows.length) return [];
  const scores = await sqliteScores(words, Math.min(...rows.map((row) => row.seq)));
  return rows.map((row) => ({ ...row, score: scores.get(row.seq) ?? 0 }));
}

function postgresScore(words: string[]): SQL<number> {
  const parts = words.flatMap((word) =>
    COLUMN_WEIGHTS.map(({ weight, tsWeight }) => sql`${sql.raw(String(weight))} * (${searchVector} @@ ${tsQuery(tsTerm(word, tsWeight))})::int`),
  );
  return sql<number>`${sql.join(parts, sql` + `)}`;
}

/**
 * Column-filter queries read newest first and left at `from` (a rowid range in the query itself
 * makes FTS5 read everything). They iterate the SQLite handle, so they wait for the gate first.
 */
async function sqliteScores(words: string[], from: number): Promise<Map<number, number>> {
  await untilStatementsMayRun();
  const scores = new Map<number, number>();
  const inColumn = db.$client.prepare("select rowid from prompts_fts where prompts_fts match ? order by rowid desc").pluck();
  for (const word of words) {
    for (const { column, weight } of COLUMN_WEIGHTS) {
      for (const seq of inColumn.iterate(`${column} : ${ftsTerm(word)}`) as IterableIterator<number>) {
        if (seq < from) break;
        scores.set(seq, (scores.get(seq) ?? 0) + weight);
      }
    }
  }
  return scores;
}
