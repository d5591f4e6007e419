-- Full-text index over prompt title, description and tags (external content: prompts.seq is the rowid).
CREATE VIRTUAL TABLE `prompts_fts` USING fts5(
  title, description, tags,
  content='prompts', content_rowid='seq',
  tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `prompts_fts_ai` AFTER INSERT ON `prompts` BEGIN
  INSERT INTO prompts_fts(rowid, title, description, tags) VALUES (new.seq, new.title, new.description, new.tags);
END;
--> statement-breakpoint
CREATE TRIGGER `prompts_fts_ad` AFTER DELETE ON `prompts` BEGIN
  INSERT INTO prompts_fts(prompts_fts, rowid, title, description, tags) VALUES ('delete', old.seq, old.title, old.description, old.tags);
END;
--> statement-breakpoint
CREATE TRIGGER `prompts_fts_au` AFTER UPDATE OF title, description, tags ON `prompts` BEGIN
  INSERT INTO prompts_fts(prompts_fts, rowid, title, description, tags) VALUES ('delete', old.seq, old.title, old.description, old.tags);
  INSERT INTO prompts_fts(rowid, title, description, tags) VALUES (new.seq, new.title, new.description, new.tags);
END;
--> statement-breakpoint
INSERT INTO prompts_fts(prompts_fts) VALUES ('rebuild');
