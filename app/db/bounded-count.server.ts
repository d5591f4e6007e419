import { count, sql, type SQLWrapper } from "drizzle-orm";
import { db } from "./client.server";

/**
 * The number of rows of a select that already has a LIMIT: counting stops at the limit, so a
 * count costs the same at a thousand rows or a million (docs/decisions/0091).
 */
export async function boundedCount(limited: SQLWrapper): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sql`(${limited}) as bounded`);
  return row?.n ?? 0;
}
