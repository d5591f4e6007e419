CREATE TABLE `ai_preview_cache` (
	`prompt_id` text NOT NULL,
	`model` text NOT NULL,
	`input_hash` text NOT NULL,
	`day` text NOT NULL,
	`text` text,
	`image` text,
	`total_tokens` integer NOT NULL,
	`ms` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`prompt_id`, `model`, `input_hash`, `day`),
	FOREIGN KEY (`prompt_id`) REFERENCES `prompts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `ai_preview_runs` (
	`user_id` text NOT NULL,
	`prompt_id` text NOT NULL,
	`day` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`user_id`, `prompt_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prompt_id`) REFERENCES `prompts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ai_preview_runs_prompt_idx` ON `ai_preview_runs` (`prompt_id`);--> statement-breakpoint
CREATE TABLE `ai_usage` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`model` text NOT NULL,
	`kind` text NOT NULL,
	`outcome` text NOT NULL,
	`total_tokens` integer NOT NULL,
	`ms` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ai_usage_user_day_idx` ON `ai_usage` (`user_id`,`created_at`,`total_tokens`);--> statement-breakpoint
CREATE INDEX `ai_usage_created_idx` ON `ai_usage` (`created_at`,`total_tokens`);--> statement-breakpoint
ALTER TABLE `prompts` ADD `allow_preview` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `prompts` ADD `preview_models` text DEFAULT '[]' NOT NULL;