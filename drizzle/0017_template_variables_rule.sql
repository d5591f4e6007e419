-- The variable syntax changed (docs/decisions/0298: `[NAME, e.g. example]`, `[NAME, default]`):
-- forget every stored list, so the start's backfill derives them again under the new rule.
UPDATE `prompts` SET `variables` = NULL;
