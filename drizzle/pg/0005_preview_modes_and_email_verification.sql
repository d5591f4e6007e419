CREATE TABLE "ai_preview_image_viewers" (
	"image" text NOT NULL,
	"user_id" text NOT NULL,
	"prompt_id" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "ai_preview_image_viewers_image_user_id_pk" PRIMARY KEY("image","user_id")
);
--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "email_verification_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "preview_mode" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "preview_examples" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "ai_preview_image_viewers" ADD CONSTRAINT "ai_preview_image_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_preview_image_viewers" ADD CONSTRAINT "ai_preview_image_viewers_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_preview_image_viewers_prompt_idx" ON "ai_preview_image_viewers" USING btree ("prompt_id");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
UPDATE "prompts" SET "preview_mode" = 'examples' WHERE "allow_preview" AND "variables" IS NOT NULL AND jsonb_array_length("variables") = 0;--> statement-breakpoint
INSERT INTO "notifications" ("id", "user_id", "type", "title", "message", "read", "created_at")
SELECT md5(random()::text || clock_timestamp()::text || "prompts"."id"), "vendors"."user_id", 'warning', 'Live preview is off until you add example values',
  'Live preview of "' || "prompts"."title" || '" now runs only example values you write, so buyers can no longer type their own. Edit the prompt, write up to 3 sets of "Example values" and choose "Vendor''s examples only" to turn it back on.',
  false, now()
FROM "prompts" JOIN "vendors" ON "vendors"."id" = "prompts"."vendor_id"
WHERE "prompts"."allow_preview" AND "prompts"."preview_mode" = 'off' AND "prompts"."status" <> 'archived';--> statement-breakpoint
DELETE FROM "ai_preview_cache" WHERE "image" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "email_verified_at" = "created_at";
