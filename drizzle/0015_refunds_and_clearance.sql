CREATE TABLE `local_refunds` (
	`reference` text PRIMARY KEY NOT NULL,
	`amount_cents` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`reference`) REFERENCES `local_charges`(`reference`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
DROP INDEX `ledger_vendor_idx`;--> statement-breakpoint
DROP INDEX `ledger_sale_once_idx`;--> statement-breakpoint
ALTER TABLE `ledger_entries` ADD `available_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `ledger_vendor_balance_idx` ON `ledger_entries` (`vendor_id`,`available_at`,`kind`,`amount_cents`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_transaction_once_idx` ON `ledger_entries` (`transaction_id`,`kind`) WHERE "ledger_entries"."transaction_id" is not null;--> statement-breakpoint
ALTER TABLE `payments` ADD `refund_reason` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `refund_claimed_at` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `refunded_at` integer;--> statement-breakpoint
CREATE INDEX `payments_created_idx` ON `payments` (`created_at`);--> statement-breakpoint
-- Entries booked before the earnings hold existed count from when they happened (docs/decisions/0260).
UPDATE `ledger_entries` SET `available_at` = `created_at`;
