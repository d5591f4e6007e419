-- Full-text search on PostgreSQL (issue 28 point 2, docs/decisions/0342): what SQLite's FTS5 index
-- (drizzle/0001) does, as a stored tsvector with a GIN index. Words are matched without regard to
-- case or accents and by English stems, with no stop words (FTS5's "porter unicode61
-- remove_diacritics 2"); the title weighs most, then tags, then the description (weights A, B, C).
-- pg_trgm indexes the store names that "Search Anything" matches by any part.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TEXT SEARCH DICTIONARY promptory_stem (TEMPLATE = snowball, LANGUAGE = english);
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION promptory (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION promptory
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, promptory_stem;
--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('promptory', "title"), 'A')
  || setweight(to_tsvector('promptory', "tags"::text), 'B')
  || setweight(to_tsvector('promptory', "description"), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "prompts_search" ON "prompts" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "vendors_store_name_trgm" ON "vendors" USING gin ("store_name" gin_trgm_ops);
