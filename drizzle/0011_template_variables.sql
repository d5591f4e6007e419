ALTER TABLE `prompts` ADD `variables` text;--> statement-breakpoint
CREATE INDEX `prompts_variables_pending_idx` ON `prompts` (`seq`) WHERE variables is null;