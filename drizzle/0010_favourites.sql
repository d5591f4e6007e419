CREATE TABLE `favourites` (
	`user_id` text NOT NULL,
	`prompt_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `prompt_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prompt_id`) REFERENCES `prompts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `favourites_user_newest_idx` ON `favourites` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `favourites_prompt_idx` ON `favourites` (`prompt_id`);--> statement-breakpoint
ALTER TABLE `prompts` ADD `favourites_count` integer DEFAULT 0 NOT NULL;