-- One row per preview run instead of a count per day, so a run can be given back (decision 0319).
-- Today's counts carry over as that many counted runs.
CREATE TABLE `__new_ai_preview_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`prompt_id` text NOT NULL,
	`day` text NOT NULL,
	`state` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prompt_id`) REFERENCES `prompts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_ai_preview_runs` (`id`, `user_id`, `prompt_id`, `day`, `state`, `created_at`)
	WITH RECURSIVE `n`(`i`) AS (SELECT 1 UNION ALL SELECT `i` + 1 FROM `n` WHERE `i` < (SELECT max(`count`) FROM `ai_preview_runs`))
	SELECT lower(hex(randomblob(12))), `user_id`, `prompt_id`, `day`, 'counted', CAST(strftime('%s', `day`) AS integer) * 1000
	FROM `ai_preview_runs` JOIN `n` ON `n`.`i` <= `ai_preview_runs`.`count`;
--> statement-breakpoint
DROP TABLE `ai_preview_runs`;--> statement-breakpoint
ALTER TABLE `__new_ai_preview_runs` RENAME TO `ai_preview_runs`;--> statement-breakpoint
CREATE INDEX `ai_preview_runs_user_prompt_day_idx` ON `ai_preview_runs` (`user_id`,`prompt_id`,`day`);--> statement-breakpoint
CREATE INDEX `ai_preview_runs_prompt_idx` ON `ai_preview_runs` (`prompt_id`);
