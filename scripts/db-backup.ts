import { log } from "~/utils/logger.server";
import { createBackup } from "./backup/create-backup";
import { dataPaths, withFileErrors } from "./backup/files";
import { parseCliCommand, runCli, UsageError } from "./cli";

const USAGE = "npm run db:backup -- FILE";

await runCli(USAGE, async () => {
  const { positionals } = parseCliCommand({});
  if (positionals.length !== 1) throw new UsageError("Name one FILE to write the backup to (a new .tar.gz)");
  const started = performance.now();
  const { file, bytes, manifest, skippedUploads } = await withFileErrors("The backup", () => createBackup(positionals[0]!, dataPaths()));
  if (skippedUploads.length > 0) {
    log("warn", "entries in the uploads folder that are not uploads were left out", { entries: skippedUploads.slice(0, 20) });
  }
  log("info", "backup written", {
    file,
    bytes,
    migrations: manifest.database.migrations.applied,
    uploads: manifest.uploads.files,
    durationMs: Math.round(performance.now() - started),
  });
});
