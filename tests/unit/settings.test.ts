import { beforeEach, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { settings } from "~/db/tables.server";
import { AppError } from "~/utils/app-error";
import { getSettings, SETTING_DEFAULTS, setSetting, updateNumericSetting } from "~/models/settings.server";
import { NUMERIC_SETTINGS, SETTING_LABELS, SettingEditSchema } from "~/schemas/settings";

/** The value as parsed, or the message the admin sees for it. */
function parsed(name: unknown, value: unknown) {
  const result = SettingEditSchema.safeParse({ name, value });
  if (result.success) return result.data;
  const { fieldErrors } = result.error.flatten();
  return { name: fieldErrors.name?.[0], value: fieldErrors.value?.[0] };
}

describe("SettingEditSchema", () => {
  test("platform fee: a whole number from 0 to 100", () => {
    const problem = { name: undefined, value: "Platform fee must be a whole number from 0 to 100" };
    expect(parsed("platformFeePercentage", "0")).toEqual({ name: "platformFeePercentage", value: 0 });
    expect(parsed("platformFeePercentage", "100")).toEqual({ name: "platformFeePercentage", value: 100 });
    expect(parsed("platformFeePercentage", " 15 ")).toEqual({ name: "platformFeePercentage", value: 15 });
    expect(parsed("platformFeePercentage", 20)).toEqual({ name: "platformFeePercentage", value: 20 });
    expect(parsed("platformFeePercentage", "101")).toEqual(problem);
    expect(parsed("platformFeePercentage", "-1")).toEqual(problem);
    expect(parsed("platformFeePercentage", "12.5")).toEqual(problem);
  });

  test.each(["minimumWithdrawalAmount", "maximumWithdrawalAmount"])("%s: at least $1, at most 2 decimals", (name) => {
    expect(parsed(name, "1")).toEqual({ name, value: 1 });
    expect(parsed(name, "10.5")).toEqual({ name, value: 10.5 });
    expect(parsed(name, "10.99")).toEqual({ name, value: 10.99 });
    expect(parsed(name, "1000000")).toEqual({ name, value: 1_000_000 });
    expect(parsed(name, "0.99")).toEqual({ name: undefined, value: "Amount must be between $1 and $1,000,000" });
    expect(parsed(name, "0")).toEqual({ name: undefined, value: "Amount must be between $1 and $1,000,000" });
    expect(parsed(name, "-10")).toEqual({ name: undefined, value: "Amount must be between $1 and $1,000,000" });
    expect(parsed(name, "1000000.01")).toEqual({ name: undefined, value: "Amount must be between $1 and $1,000,000" });
    expect(parsed(name, "10.999")).toEqual({ name: undefined, value: "Amount can have at most 2 decimals" });
  });

  test("not a number, empty, or infinite: 'Enter a number'", () => {
    for (const value of ["abc", "12abc", "", "   ", undefined, null, "Infinity", Number.NaN]) {
      expect(parsed("minimumWithdrawalAmount", value), String(value)).toEqual({ name: undefined, value: "Enter a number" });
    }
  });

  test("an unknown setting name is refused", () => {
    expect(parsed("approveNewVendors", "1")).toMatchObject({ name: "Unknown setting" });
    expect(parsed("platformFee", "10")).toMatchObject({ name: "Unknown setting" });
    expect(parsed(undefined, "10")).toMatchObject({ name: "Unknown setting" });
  });

  test("every numeric setting has a label", () => {
    expect(Object.keys(SETTING_LABELS).sort()).toEqual([...NUMERIC_SETTINGS].sort());
  });
});

describe("updateNumericSetting", () => {
  beforeEach(async () => {
    await db.delete(settings);
  });

  const edit = (name: string, value: string) => updateNumericSetting(SettingEditSchema.parse({ name, value }));
  async function refusal(name: string, value: string): Promise<AppError> {
    try {
      await edit(name, value);
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
    throw new Error("expected a refusal");
  }

  test("unset settings read as the defaults", async () => {
    expect(await getSettings()).toEqual(SETTING_DEFAULTS);
    expect(SETTING_DEFAULTS).toMatchObject({ platformFeePercentage: 20, minimumWithdrawalAmount: 10, maximumWithdrawalAmount: 5000 });
  });

  test("saved values read back, and each edit leaves the others alone", async () => {
    expect(await edit("platformFeePercentage", "12")).toMatchObject({ platformFeePercentage: 12 });
    expect(await edit("minimumWithdrawalAmount", "25.5")).toMatchObject({ minimumWithdrawalAmount: 25.5 });
    expect(await edit("maximumWithdrawalAmount", "750")).toMatchObject({ maximumWithdrawalAmount: 750 });
    expect(await getSettings()).toEqual({ ...SETTING_DEFAULTS, platformFeePercentage: 12, minimumWithdrawalAmount: 25.5, maximumWithdrawalAmount: 750 });
  });

  test("a minimum above the maximum is refused, and nothing is saved", async () => {
    await edit("maximumWithdrawalAmount", "100");
    const before = await getSettings();
    expect(await refusal("minimumWithdrawalAmount", "100.01")).toMatchObject({
      status: 422,
      field: "value",
      message: "Minimum withdrawal cannot be more than the maximum",
    });
    expect(await getSettings()).toEqual(before);
  });

  test("a maximum below the minimum is refused, and nothing is saved", async () => {
    await edit("minimumWithdrawalAmount", "50");
    const before = await getSettings();
    expect(await refusal("maximumWithdrawalAmount", "49.99")).toMatchObject({
      status: 422,
      field: "value",
      message: "Maximum withdrawal cannot be less than the minimum",
    });
    expect(await getSettings()).toEqual(before);
    expect((await db.select().from(settings)).find((row) => row.key === "maximumWithdrawalAmount")).toBeUndefined();
  });

  test("minimum equal to the maximum is allowed, both ways", async () => {
    await edit("maximumWithdrawalAmount", "100");
    expect(await edit("minimumWithdrawalAmount", "100")).toMatchObject({ minimumWithdrawalAmount: 100, maximumWithdrawalAmount: 100 });
    await setSetting("minimumWithdrawalAmount", 10);
    await edit("minimumWithdrawalAmount", "60");
    expect(await edit("maximumWithdrawalAmount", "60")).toMatchObject({ minimumWithdrawalAmount: 60, maximumWithdrawalAmount: 60 });
  });

  test("the check is against the stored other value, not the default", async () => {
    await edit("maximumWithdrawalAmount", "20");
    expect((await refusal("minimumWithdrawalAmount", "21")).message).toBe("Minimum withdrawal cannot be more than the maximum");
    // 20 would be fine against the default maximum (5000) but also against the stored one.
    expect(await edit("minimumWithdrawalAmount", "20")).toMatchObject({ minimumWithdrawalAmount: 20 });
  });

  test("the fee is saved whatever the withdrawal bounds", async () => {
    await edit("maximumWithdrawalAmount", "10");
    expect(await edit("platformFeePercentage", "0")).toMatchObject({ platformFeePercentage: 0 });
    expect(await edit("platformFeePercentage", "100")).toMatchObject({ platformFeePercentage: 100 });
    expect((await getSettings()).platformFeePercentage).toBe(100);
  });
});
