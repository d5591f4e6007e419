import { expect, test } from "vitest";
import { dataPaths } from "../../scripts/backup/files";
import { CommandError } from "../../scripts/cli";

test("db:backup and db:restore refuse a PostgreSQL database in one line that names pg_dump and not the password", () => {
  const refuse = () => dataPaths({ DATABASE_URL: "postgres://app:s3cret@db.example.com/promptory", UPLOADS_DIR: "/srv/uploads" });
  expect(refuse).toThrow(CommandError);
  expect(refuse).toThrow(/back it up with pg_dump/);
  expect(refuse).not.toThrow(/s3cret/);
  expect(dataPaths({ DATABASE_URL: "/srv/app.db", UPLOADS_DIR: "/srv/uploads" })).toEqual({ databaseFile: "/srv/app.db", uploadsDir: "/srv/uploads" });
});
