import path from "node:path";
import { log } from "~/utils/logger.server";
import { dataPaths, withFileErrors } from "./backup/files";
import { restoreBackup } from "./backup/restore-backup";
import { parseCliCommand, runCli, UsageError } from "./cli";

const USAGE = "npm run db:restore -- FILE [--force]";

await runCli(USAGE, async () => {
  const { values, positionals } = parseCliCommand({ force: { type: "boolean" } });
  if (positionals.length !== 1) throw new UsageError("Name one backup FILE to restore");
  const target = dataPaths();
  const manifest = await withFileErrors("The restore", () => restoreBackup(positionals[0]!, target, { force: values.force === true }));
  log("info", "backup restored", {
    file: path.resolve(positionals[0]!),
    database: target.databaseFile,
    uploadsDir: target.uploadsDir,
    createdAt: manifest.createdAt,
    migrations: manifest.database.migrations.applied,
    uploads: manifest.uploads.files,
  });
});
