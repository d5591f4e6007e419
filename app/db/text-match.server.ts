import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { searchableText } from "~/schemas/constraints/search";
import { likeAnyCase } from "./dialect.server";

/** LIKE's wildcards in what a user typed match themselves. */
const escapeLike = (text: string) => searchableText(text).replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * `column` contains `text`, in any case. On SQLite no index helps: use it on a small table or
 * inside a bounded window of rows only (PostgreSQL's trigram index serves store names).
 */
export function containsText(column: SQLWrapper, text: string): SQL {
  return likeAnyCase(column, `%${escapeLike(text)}%`);
}

/**
 * `column` starts with `prefix` (exact case): a range, which SQLite reads straight from an index
 * on `column` (LIKE could not use it: it ignores case, the index does not). `prefix` is not empty.
 */
export function startsWith(column: SQLWrapper, text: string): SQL {
  const prefix = searchableText(text);
  const after = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return sql`(${column} >= ${prefix} and ${column} < ${after})`;
}
