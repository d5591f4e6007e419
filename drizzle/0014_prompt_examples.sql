CREATE TABLE `prompt_examples` (
	`id` text PRIMARY KEY NOT NULL,
	`prompt_id` text NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`image` text,
	`text` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`prompt_id`) REFERENCES `prompts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "prompt_examples_position_check" CHECK("prompt_examples"."position" between 1 and 4),
	CONSTRAINT "prompt_examples_kind_check" CHECK(("prompt_examples"."kind" = 'image' and "prompt_examples"."image" is not null and "prompt_examples"."text" is null) or ("prompt_examples"."kind" = 'text' and "prompt_examples"."text" is not null and "prompt_examples"."image" is null)),
	CONSTRAINT "prompt_examples_text_length_check" CHECK("prompt_examples"."text" is null or length("prompt_examples"."text") <= 2000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `prompt_examples_slot_idx` ON `prompt_examples` (`prompt_id`,`position`);