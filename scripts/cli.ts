import { parseArgs, type ParseArgsConfig } from "node:util";
import { SettingError } from "~/env.server";
import { AppError } from "~/utils/app-error";
import { log, logError } from "~/utils/logger.server";

/** Bad command-line input: reported with the usage line. */
export class UsageError extends Error {}

/** A refusal the user can act on (a missing file, a target in use): its message alone, one line. */
export class CommandError extends Error {}

/** `parseArgs` on this process's arguments; its own errors become usage errors. */
export function parseCliArgs<T extends NonNullable<ParseArgsConfig["options"]>>(options: T) {
  return parseCliCommand(options, false).values;
}

/** The same, answering the positional arguments too when `allowPositionals`. */
export function parseCliCommand<T extends NonNullable<ParseArgsConfig["options"]>>(options: T, allowPositionals = true) {
  try {
    return parseArgs({ options, strict: true, allowPositionals });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Runs a command: results and failures as JSON log lines, exit code 1 on any failure. */
export async function runCli(usage: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    process.exitCode = 1;
    if (error instanceof UsageError) log("error", error.message, { usage });
    else if (error instanceof AppError || error instanceof SettingError || error instanceof CommandError) log("error", error.message);
    else logError(error);
  }
}
