import { describe, expect, test } from "vitest";
import { databaseBeforeMigration } from "../support/database-before-migration";

/**
 * drizzle/0022 (decision 0349): prompts that allowed live preview move to a mode. Without
 * variables they run as they are (`examples`); with variables they are `off` until their vendor
 * writes example values, and the vendor is told which prompt and why.
 */
describe("the preview modes migration", () => {
  test("allowPreview becomes examples (no variables) or off with a notice (variables); the column goes; accounts stay able to use AI", () => {
    const { sqlite, migrateRest, close } = databaseBeforeMigration((tag) => tag.endsWith("_preview_modes_and_email_verification"));
    try {
      sqlite.exec(`
        insert into users (id, email, name, country, role, password_hash, created_at, updated_at) values ('u', 'v@x.io', 'V', 'Kenya', 'vendor', 'h', 5, 5);
        insert into vendors (id, user_id, store_name, bio, created_at, updated_at) values ('v', 'u', 'S', 'B', 0, 0);
        insert into categories (id, name, created_at) values ('c', 'Writing', 0);
        insert into prompts (id, vendor_id, category_id, title, description, short_description, content, variables, allow_preview, price_cents, created_at, updated_at) values
          ('plain', 'v', 'c', 'Haiku', 'd', 's', 'Write a haiku about snow.', '[]', 1, 100, 0, 0),
          ('vars', 'v', 'c', 'Poem', 'd', 's', 'Write a poem about [TOPIC].', '["TOPIC"]', 1, 100, 0, 0),
          ('closed', 'v', 'c', 'Essay', 'd', 's', 'Write an essay about [TOPIC].', '["TOPIC"]', 0, 100, 0, 0);`);
      migrateRest();
      const modes = sqlite.prepare("select id, preview_mode as mode, preview_examples as examples from prompts order by id").all();
      expect(modes).toEqual([
        { id: "closed", mode: "off", examples: "[]" },
        { id: "plain", mode: "examples", examples: "[]" },
        { id: "vars", mode: "off", examples: "[]" },
      ]);
      const notices = sqlite.prepare("select user_id as userId, type, title, message, read from notifications").all() as { message: string }[];
      expect(notices).toEqual([
        expect.objectContaining({ userId: "u", type: "warning", title: "Live preview is off until you add example values", read: 0 }),
      ]);
      expect(notices[0]!.message).toContain('Live preview of "Poem" now runs only example values you write');
      const columns = sqlite.prepare("select name from pragma_table_info('prompts')").pluck().all();
      expect(columns).not.toContain("allow_preview");
      expect(sqlite.prepare("select email_verified_at from users").pluck().get()).toBe(5);
    } finally {
      close();
    }
  });
});
