DROP INDEX `ai_usage_user_day_idx`;--> statement-breakpoint
DROP INDEX `ai_usage_created_idx`;--> statement-breakpoint
CREATE INDEX `ai_usage_user_day_idx` ON `ai_usage` (`user_id`,`created_at`,`outcome`,`total_tokens`);--> statement-breakpoint
CREATE INDEX `ai_usage_created_idx` ON `ai_usage` (`created_at`,`outcome`,`total_tokens`);--> statement-breakpoint
ALTER TABLE `prompts` DROP COLUMN `allow_preview`;