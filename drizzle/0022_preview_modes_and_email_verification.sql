CREATE TABLE `ai_preview_image_viewers` (
	`image` text NOT NULL,
	`user_id` text NOT NULL,
	`prompt_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`image`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prompt_id`) REFERENCES `prompts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ai_preview_image_viewers_prompt_idx` ON `ai_preview_image_viewers` (`prompt_id`);--> statement-breakpoint
CREATE TABLE `email_verification_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_verification_tokens_token_hash_unique` ON `email_verification_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `email_verification_tokens_user_idx` ON `email_verification_tokens` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `prompts` ADD `preview_mode` text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE `prompts` ADD `preview_examples` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` integer;--> statement-breakpoint
-- Decision 0349: a prompt that allowed preview and has no variables runs as it is (`examples`); one with variables waits for its vendor's example values (`off`), and the vendor is told.
UPDATE `prompts` SET `preview_mode` = 'examples' WHERE `allow_preview` = 1 AND `variables` IS NOT NULL AND json_array_length(`variables`) = 0;--> statement-breakpoint
INSERT INTO `notifications` (`id`, `user_id`, `type`, `title`, `message`, `read`, `created_at`)
SELECT lower(hex(randomblob(16))), `vendors`.`user_id`, 'warning', 'Live preview is off until you add example values',
  'Live preview of "' || `prompts`.`title` || '" now runs only example values you write, so buyers can no longer type their own. Edit the prompt, write up to 3 sets of "Example values" and choose "Vendor''s examples only" to turn it back on.',
  0, CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM `prompts` JOIN `vendors` ON `vendors`.`id` = `prompts`.`vendor_id`
WHERE `prompts`.`allow_preview` = 1 AND `prompts`.`preview_mode` = 'off' AND `prompts`.`status` <> 'archived';--> statement-breakpoint
-- Decision 0350: preview images become private; yesterday's public ones are not kept as answers.
DELETE FROM `ai_preview_cache` WHERE `image` IS NOT NULL;--> statement-breakpoint
-- Decision 0352: accounts made before verification existed keep their AI use.
UPDATE `users` SET `email_verified_at` = `created_at`;
