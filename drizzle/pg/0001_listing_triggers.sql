-- SQLite's listing triggers (drizzle/0005_listing_state.sql, drizzle/0013_ai_models.sql) for
-- PostgreSQL, under the same names (docs/decisions/0339). `prompts.store_open`: the vendor's store
-- is approved and its owner not banned. A prompt saved without a model gets the first model by
-- name, as SQLite's trigger gives it.
CREATE FUNCTION prompts_store_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.store_open := coalesce((
    SELECT v.is_approved AND NOT u.banned FROM vendors v JOIN users u ON u.id = v.user_id WHERE v.id = NEW.vendor_id
  ), false);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER prompts_store_open_ai BEFORE INSERT ON prompts FOR EACH ROW EXECUTE FUNCTION prompts_store_open();
--> statement-breakpoint
CREATE FUNCTION prompts_model_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.model_id := (SELECT id FROM models ORDER BY lower(name) LIMIT 1);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER prompts_model_default_ai BEFORE INSERT ON prompts FOR EACH ROW
  WHEN (NEW.model_id IS NULL) EXECUTE FUNCTION prompts_model_default();
--> statement-breakpoint
CREATE FUNCTION vendors_store_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prompts SET store_open = NEW.is_approved AND NOT (SELECT banned FROM users WHERE id = NEW.user_id)
  WHERE vendor_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendors_store_open_au AFTER UPDATE OF is_approved ON vendors FOR EACH ROW
  WHEN (OLD.is_approved IS DISTINCT FROM NEW.is_approved) EXECUTE FUNCTION vendors_store_open();
--> statement-breakpoint
CREATE FUNCTION users_store_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prompts SET store_open = (SELECT is_approved FROM vendors WHERE id = prompts.vendor_id) AND NOT NEW.banned
  WHERE vendor_id IN (SELECT id FROM vendors WHERE user_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_store_open_au AFTER UPDATE OF banned ON users FOR EACH ROW
  WHEN (OLD.banned IS DISTINCT FROM NEW.banned) EXECUTE FUNCTION users_store_open();
