CREATE TABLE `local_charges` (
	`reference` text PRIMARY KEY NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`transaction_id` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `payments` ADD `authorization_url` text;