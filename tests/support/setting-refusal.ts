import { expect } from "vitest";
import { parseEnv, SettingError, type Settings } from "~/env.server";

/** parseEnv's one line for `source` on top of `base` (the test fails when the settings are accepted). */
export function settingRefusal(base: Settings, source: Settings): string {
  try {
    parseEnv({ ...base, ...source });
  } catch (error) {
    expect(error).toBeInstanceOf(SettingError);
    return (error as Error).message;
  }
  throw new Error("the settings were accepted");
}
