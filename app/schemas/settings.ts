import { z } from "zod";

export const NUMERIC_SETTINGS = [
  "platformFeePercentage",
  "minimumWithdrawalAmount",
  "maximumWithdrawalAmount",
  "payoutHoldDays",
] as const;
export type NumericSetting = (typeof NUMERIC_SETTINGS)[number];

export const SETTING_LABELS: Record<NumericSetting, string> = {
  platformFeePercentage: "Platform fee (%)",
  minimumWithdrawalAmount: "Minimum withdrawal ($)",
  maximumWithdrawalAmount: "Maximum withdrawal ($)",
  payoutHoldDays: "Earnings hold (days)",
};

/** The longest earnings hold an admin may set. */
export const MAX_HOLD_DAYS = 90;

const numericText = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value)) ? Number(value) : value;

/**
 * One numeric setting edit (admin settings row, PUT /admin/update-settings). Bounds that
 * depend on the other settings (minimum ≤ maximum) are checked by models/settings.server.ts.
 */
export const SettingEditSchema = z
  .object({
    name: z.enum(NUMERIC_SETTINGS, { errorMap: () => ({ message: "Unknown setting" }) }),
    value: z.preprocess(
      (value) => (value === "" || value === null ? undefined : numericText(value)),
      z.number({ required_error: "Enter a number", invalid_type_error: "Enter a number" }).finite("Enter a number"),
    ),
  })
  .superRefine(({ name, value }, ctx) => {
    const problem = boundsProblem(name, value);
    if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: problem });
  });
export type SettingEdit = z.infer<typeof SettingEditSchema>;

function boundsProblem(name: NumericSetting, value: number): string | undefined {
  if (name === "platformFeePercentage") {
    if (!Number.isInteger(value) || value < 0 || value > 100) return "Platform fee must be a whole number from 0 to 100";
    return undefined;
  }
  if (name === "payoutHoldDays") {
    if (!Number.isInteger(value) || value < 0 || value > MAX_HOLD_DAYS) return `Earnings hold must be a whole number of days from 0 to ${MAX_HOLD_DAYS}`;
    return undefined;
  }
  if (value < 1 || value > 1_000_000) return "Amount must be between $1 and $1,000,000";
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return "Amount can have at most 2 decimals";
  return undefined;
}
