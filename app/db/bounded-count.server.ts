import { sql, type SQLWrapper } from "drizzle-orm";
import { db } from "./client.server";

/**
 * The number of rows of a select that already has a LIMIT: counting stops at the limit, so a
 * count costs the same at a thousand rows or a million (docs/decisions/0091).
 */
export function boundedCount(limited: SQLWrapper): number {
  return db.get<{ n: number }>(sql`select count(*) as n from (${limited})`).n;
}
