CREATE TABLE `models` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `models_name_nocase` ON `models` ("name" collate nocase);--> statement-breakpoint
ALTER TABLE `prompts` ADD `model_id` text REFERENCES models(id);--> statement-breakpoint
-- Hand-written (docs/decisions/0240): the seeded models, the backfill (before the indexes below,
-- so that it rewrites rows without maintaining them) and the trigger that gives a prompt saved
-- without a model the first one in list order.
INSERT INTO `models` (`id`, `name`, `created_at`)
SELECT lower(hex(randomblob(12))), column1, cast(strftime('%s', 'now') AS integer) * 1000
FROM (VALUES ('ChatGPT'), ('Claude'), ('Gemini'), ('Midjourney'), ('DALL-E'), ('Stable Diffusion'), ('FLUX'));--> statement-breakpoint
UPDATE `prompts` SET `model_id` = (
  SELECT `id` FROM `models` WHERE `name` = CASE
    WHEN `prompts`.`category_id` IN (SELECT `id` FROM `categories` WHERE `name` = 'Image Generation' COLLATE NOCASE) THEN 'Midjourney'
    ELSE 'ChatGPT'
  END
) WHERE `model_id` IS NULL;--> statement-breakpoint
CREATE TRIGGER `prompts_model_default_ai` AFTER INSERT ON `prompts`
WHEN new.model_id IS NULL
BEGIN
  UPDATE prompts SET model_id = (SELECT id FROM models ORDER BY name COLLATE NOCASE LIMIT 1) WHERE seq = new.seq;
END;--> statement-breakpoint
CREATE INDEX `prompts_model_idx` ON `prompts` (`model_id`);--> statement-breakpoint
CREATE INDEX `prompts_listed_model_newest_idx` ON `prompts` (`model_id`,`created_at`,`seq`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `prompts_listed_model_price_asc_idx` ON `prompts` (`model_id`,`price_cents`,"seq" desc) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `prompts_listed_model_price_desc_idx` ON `prompts` (`model_id`,`price_cents`,`seq`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `prompts_listed_model_rating_idx` ON `prompts` (`model_id`,`rating`,`review_count`,`seq`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `prompts_listed_model_sales_idx` ON `prompts` (`model_id`,`sales_count`,`seq`) WHERE listed = 1;