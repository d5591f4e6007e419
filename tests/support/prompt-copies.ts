import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { runSql } from "~/db/dialect.server";
import { onPostgres } from "./engine";

/** The numbers 1 to `count` as rows of a subquery with one column, `i`, on either engine. */
const series = (count: number) =>
  onPostgres
    ? sql`(select generate_series(1, ${count}::int) as i)`
    : sql`(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${count}) select i from s)`;

/**
 * `count` copies of a prompt row made in one statement (a catalogue-scale fill), with ids
 * `${idPrefix}1`… and the number after the title; `variables` left to derive. Their ids.
 */
export async function copiesOfPrompt(id: string, count: number, idPrefix = "copy-"): Promise<string[]> {
  await runSql(
    db,
    sql`insert into prompts (id, vendor_id, category_id, title, description, short_description, content, price_cents,
        status, moderation, tags, created_at, updated_at)
      select cast(${idPrefix} as text) || n.i, vendor_id, category_id, title || ' ' || n.i, description, short_description,
        content, price_cents, status, moderation, tags, created_at, updated_at
      from prompts, ${series(count)} as n where prompts.id = ${id}`,
  );
  return Array.from({ length: count }, (_, i) => `${idPrefix}${i + 1}`);
}
