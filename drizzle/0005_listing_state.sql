DROP INDEX `prompts_listing_idx`;--> statement-breakpoint
DROP INDEX `prompts_price_idx`;--> statement-breakpoint
DROP INDEX `prompts_vendor_idx`;--> statement-breakpoint
ALTER TABLE `prompts` ADD `store_open` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `prompts` ADD `listed` integer GENERATED ALWAYS AS (status = 'active' and moderation = 'approved' and store_open = 1) VIRTUAL;--> statement-breakpoint
ALTER TABLE `prompts` ADD `rating` real GENERATED ALWAYS AS (case when review_count = 0 then 0 else rating_sum * 1.0 / review_count end) VIRTUAL;--> statement-breakpoint
CREATE INDEX `prompts_created_idx` ON `prompts` (`created_at`,`seq`,`status`);--> statement-breakpoint
CREATE INDEX `prompts_listed_newest_idx` ON `prompts` (`created_at`,`seq`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `prompts_listed_category_newest_idx` ON `prompts` (`category_id`,`created_at`,`seq`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `prompts_listed_vendor_newest_idx` ON `prompts` (`vendor_id`,`created_at`,`seq`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `prompts_listed_price_asc_idx` ON `prompts` (`price_cents`,"seq" desc) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `prompts_listed_category_price_asc_idx` ON `prompts` (`category_id`,`price_cents`,"seq" desc) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `prompts_listed_price_desc_idx` ON `prompts` (`price_cents`,`seq`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `prompts_listed_category_price_desc_idx` ON `prompts` (`category_id`,`price_cents`,`seq`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `prompts_listed_rating_idx` ON `prompts` (`rating`,`review_count`,`seq`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `prompts_listed_category_rating_idx` ON `prompts` (`category_id`,`rating`,`review_count`,`seq`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `prompts_listed_sales_idx` ON `prompts` (`sales_count`,`seq`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `prompts_listed_category_sales_idx` ON `prompts` (`category_id`,`sales_count`,`seq`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `prompts_listed_reviewed_vendor_idx` ON `prompts` (`vendor_id`,`review_count`,`rating_sum`) WHERE listed = 1 and review_count > 0;--> statement-breakpoint
CREATE INDEX `prompts_vendor_idx` ON `prompts` (`vendor_id`,`created_at`,`seq`,`status`);--> statement-breakpoint
-- store_open mirrors "the store is approved and its owner not banned" on every prompt row, so the
-- listing rule (the generated column `listed`) needs no joins. Triggers keep it in the same
-- transaction as whatever changes it: a new prompt, store approval, a ban or unban.
UPDATE `prompts` SET `store_open` = coalesce((
  SELECT v.is_approved AND NOT u.banned FROM vendors v JOIN users u ON u.id = v.user_id WHERE v.id = prompts.vendor_id
), 0);
--> statement-breakpoint
-- A new prompt starts open (the default); only one of a closed store is corrected.
CREATE TRIGGER `prompts_store_open_ai` AFTER INSERT ON `prompts`
WHEN new.store_open IS NOT coalesce((
  SELECT v.is_approved AND NOT u.banned FROM vendors v JOIN users u ON u.id = v.user_id WHERE v.id = new.vendor_id
), 0)
BEGIN
  UPDATE prompts SET store_open = NOT new.store_open WHERE seq = new.seq;
END;
--> statement-breakpoint
CREATE TRIGGER `vendors_store_open_au` AFTER UPDATE OF `is_approved` ON `vendors`
WHEN old.is_approved IS NOT new.is_approved
BEGIN
  UPDATE prompts SET store_open = new.is_approved AND NOT (SELECT banned FROM users WHERE id = new.user_id)
  WHERE vendor_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `users_store_open_au` AFTER UPDATE OF `banned` ON `users`
WHEN old.banned IS NOT new.banned
BEGIN
  UPDATE prompts SET store_open = (SELECT is_approved FROM vendors WHERE id = prompts.vendor_id) AND NOT new.banned
  WHERE vendor_id IN (SELECT id FROM vendors WHERE user_id = new.id);
END;
--> statement-breakpoint
-- Prefix indexes make "word*" terms (every search term is one) read lazily, newest first, instead
-- of merging every matching word's postings; the table is rebuilt to add them.
DROP TABLE `prompts_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `prompts_fts` USING fts5(
  title, description, tags,
  content='prompts', content_rowid='seq',
  tokenize='porter unicode61 remove_diacritics 2',
  prefix='2 3 4 5 6'
);
--> statement-breakpoint
INSERT INTO prompts_fts(prompts_fts) VALUES ('rebuild');
