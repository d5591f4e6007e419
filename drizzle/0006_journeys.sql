CREATE TABLE `support_ticket_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`ticket_id` text NOT NULL,
	`author_id` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`ticket_id`) REFERENCES `support_tickets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `support_ticket_messages_ticket_idx` ON `support_ticket_messages` (`ticket_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `vendors` ADD `payout_paypal_email` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `vendors` ADD `payout_crypto_network` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `vendors` ADD `payout_crypto_address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `withdrawals` ADD `paypal_email` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `withdrawals` ADD `crypto_network` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `withdrawals` ADD `crypto_address` text DEFAULT '' NOT NULL;