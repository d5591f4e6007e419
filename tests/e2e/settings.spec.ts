import type { Page } from "@playwright/test";
import { expectFlash } from "./fixtures";
import { expect, test } from "./session";

/*
 * Settings are global (the platform fee changes every sale's split), so this file runs in
 * its own projects after every other spec (playwright.config.ts), never beside them.
 */

const FEE_LABEL = "Platform fee (%)";
const DEFAULT_FEE = "20";

const feeSection = (page: Page) => page.getByRole("region", { name: "Fees and withdrawals" });

function settingRow(page: Page, label: string) {
  return feeSection(page).getByRole("listitem").filter({ hasText: label });
}

async function save(page: Page) {
  await feeSection(page).getByRole("button", { name: "Save", exact: true }).click();
}

async function editSetting(page: Page, label: string) {
  await page.getByRole("link", { name: `Edit ${label}`, exact: true }).click();
  await expect(page).toHaveURL(/[?&]edit=/);
  return page.getByLabel(label, { exact: true });
}

test("an admin edits the platform fee: bad values are refused, Cancel discards, Save shows the new value", async ({ page, signIn }) => {
  await signIn("admin");
  await page.goto("/admin/settings");
  try {
    const fee = await editSetting(page, FEE_LABEL);
    await expect(fee).toHaveValue(DEFAULT_FEE);
    await fee.fill("150");
    await save(page);
    await expect(page.getByText("Platform fee must be a whole number from 0 to 100")).toBeVisible();
    await expect(fee).toHaveAttribute("aria-invalid", "true");

    await fee.fill("30");
    await page.getByRole("link", { name: "Cancel", exact: true }).click();
    await expect(page.getByLabel(FEE_LABEL, { exact: true })).toHaveCount(0);
    await expect(settingRow(page, FEE_LABEL)).toContainText(`${DEFAULT_FEE}%`);

    // Minimum above the maximum: refused by the domain rule, next to the field.
    const minimum = await editSetting(page, "Minimum withdrawal ($)");
    await minimum.fill("999999");
    await save(page);
    await expect(page.getByText("Minimum withdrawal cannot be more than the maximum")).toBeVisible();
    await page.getByRole("link", { name: "Cancel", exact: true }).click();
    await expect(settingRow(page, "Minimum withdrawal ($)")).toContainText("$10.00");

    const saved = await editSetting(page, FEE_LABEL);
    await saved.fill("25");
    await save(page);
    await expectFlash(page, "Settings saved");
    await expect(settingRow(page, FEE_LABEL)).toContainText("25%");
    await expect(page.getByLabel(FEE_LABEL, { exact: true })).toHaveCount(0);

    const restore = await editSetting(page, FEE_LABEL);
    await restore.fill(DEFAULT_FEE);
    await save(page);
    await expect(settingRow(page, FEE_LABEL)).toContainText(`${DEFAULT_FEE}%`);
  } finally {
    // Other suites count on 20%, even when an assertion above failed.
    await page.request.post("/admin/settings", { form: { intent: "setting", name: "platformFeePercentage", value: DEFAULT_FEE } });
  }
});


test("an admin sets the earnings hold in whole days", async ({ page, signIn }) => {
  const HOLD = "Earnings hold (days)";
  await signIn("admin");
  await page.goto("/admin/settings");
  try {
    await expect(settingRow(page, HOLD)).toContainText("7 days");
    const hold = await editSetting(page, HOLD);
    await expect(hold).toHaveValue("7");
    await hold.fill("2.5");
    await save(page);
    await expect(page.getByText("Earnings hold must be a whole number of days from 0 to 90")).toBeVisible();
    await hold.fill("14");
    await save(page);
    await expectFlash(page, "Settings saved");
    await expect(settingRow(page, HOLD)).toContainText("14 days");
  } finally {
    // Other suites count on the default 7-day hold.
    await page.request.post("/admin/settings", { form: { intent: "setting", name: "payoutHoldDays", value: "7" } });
  }
});
