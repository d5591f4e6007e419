import { z } from "zod";
import { db } from "~/db/client.server";
import { settings } from "~/db/tables.server";
import type { SettingEdit } from "~/schemas/settings";
import { AppError } from "~/utils/app-error";

export const SETTING_DEFAULTS = {
  platformFeePercentage: 20,
  minimumWithdrawalAmount: 10,
  maximumWithdrawalAmount: 5000,
  /** Days a sale's earnings wait before they can be withdrawn (docs/decisions/0260). */
  payoutHoldDays: 7,
  reviewNewPrompts: false,
  approveNewVendors: false,
};

export type Settings = typeof SETTING_DEFAULTS;
export type SettingKey = keyof Settings;

const SettingsSchema = z.object({
  platformFeePercentage: z.number().min(0).max(100),
  minimumWithdrawalAmount: z.number().min(0),
  maximumWithdrawalAmount: z.number().min(0),
  payoutHoldDays: z.number().int().min(0).max(90),
  reviewNewPrompts: z.boolean(),
  approveNewVendors: z.boolean(),
});

export async function getSettings(): Promise<Settings> {
  const rows = await db.select().from(settings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const merged = { ...SETTING_DEFAULTS, ...stored };
  return SettingsSchema.parse(merged);
}

export async function getSetting<K extends SettingKey>(key: K): Promise<Settings[K]> {
  return (await getSettings())[key];
}

/** Writes one setting; callers validate the value against the other settings first. */
export async function setSetting<K extends SettingKey>(key: K, value: Settings[K]): Promise<void> {
  await db.insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/** Stores the defaults that are not stored yet (seeding), leaving changed ones alone. */
export async function ensureDefaultSettings(): Promise<void> {
  for (const [key, value] of Object.entries(SETTING_DEFAULTS)) {
    await db.insert(settings).values({ key, value }).onConflictDoNothing();
  }
}

/** Saves one edited number (already checked by SettingEditSchema) if it keeps minimum ≤ maximum. */
export async function updateNumericSetting({ name, value }: SettingEdit): Promise<Settings> {
  const next = { ...await getSettings(), [name]: value };
  if (next.minimumWithdrawalAmount > next.maximumWithdrawalAmount) {
    throw new AppError(
      422,
      name === "minimumWithdrawalAmount"
        ? "Minimum withdrawal cannot be more than the maximum"
        : "Maximum withdrawal cannot be less than the minimum",
      "value",
    );
  }
  await setSetting(name, value);
  return next;
}
