-- The models SQLite's drizzle/0013_ai_models.sql seeds (docs/decisions/0240), so a new PostgreSQL
-- database starts with the same list.
INSERT INTO models (id, name, created_at)
SELECT substr(md5(random()::text || clock_timestamp()::text || name), 1, 24), name, now()
FROM (VALUES ('ChatGPT'), ('Claude'), ('Gemini'), ('Midjourney'), ('DALL-E'), ('Stable Diffusion'), ('FLUX')) AS seeded(name);
