CREATE TABLE `team_licences` (
	`team_id` text NOT NULL,
	`prompt_id` text NOT NULL,
	`order_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`team_id`, `prompt_id`),
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prompt_id`) REFERENCES `prompts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `licence` text DEFAULT 'personal' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `team_id` text REFERENCES teams(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `prompts` ADD `team_price_cents` integer;--> statement-breakpoint
CREATE INDEX `collections_team_newest_idx` ON `collections` (`team_id`,`created_at`);