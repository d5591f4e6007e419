import { log } from "~/utils/logger.server";
import { parseCliArgs, runCli, UsageError } from "./cli";

const USAGE = "npm run db:seed -- [--prompts N]";
const MAX_GENERATED = 1_000_000;

function generatedCount(): number {
  const { prompts = "0" } = parseCliArgs({ prompts: { type: "string" } });
  const count = Number(prompts);
  if (!/^\d+$/.test(prompts) || count > MAX_GENERATED) {
    throw new UsageError(`--prompts must be a whole number from 0 to ${MAX_GENERATED}`);
  }
  return count;
}

await runCli(USAGE, async () => {
  const count = generatedCount();
  const started = performance.now();
  const { closeDatabase, migrateDatabase } = await import("~/db/client.server");
  await migrateDatabase();
  const { seedDemo } = await import("~/seed/demo.server");
  const { seedGeneratedPrompts } = await import("~/seed/bulk.server");
  const demo = await seedDemo();
  const bulkStarted = performance.now();
  const generated = count > 0 ? await seedGeneratedPrompts(count) : undefined;
  const bulkMs = Math.round(performance.now() - bulkStarted);
  await closeDatabase();
  log("info", "seed finished", {
    ...demo,
    ...(generated && { generated: { ...generated, durationMs: bulkMs } }),
    durationMs: Math.round(performance.now() - started),
  });
});
