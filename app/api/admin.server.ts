import { z } from "zod";
import { listAllOrders } from "~/models/orders.server";
import { getSettings, setSetting, SETTING_DEFAULTS, updateNumericSetting } from "~/models/settings.server";
import { adminStats } from "~/models/stats.server";
import { SettingEditSchema } from "~/schemas/settings";
import { requireApiRole } from "./auth-context.server";
import { readJson } from "./body.server";
import { exampleOrder, examplePage, exampleSettings, exampleVendor } from "./examples.server";
import { pageInfo, PageQuerySchema, readPage } from "./pagination.server";
import { fail, ok } from "./respond.server";
import { get, put, type ApiContext, type DocumentedRoute } from "./router.server";
import { apiAdminOrder } from "./serializers.server";
import { validateJson } from "./validate.server";

export const ONE_SETTING = "Send one setting: { name, value } or { settingName: value }";

/** The two review switches: the only settings that are not numbers. */
const SWITCHES = ["reviewNewPrompts", "approveNewVendors"] as const;

const SwitchEditSchema = z.object({
  name: z.enum(SWITCHES),
  value: z.boolean({ required_error: "Value must be true or false", invalid_type_error: "Value must be true or false" }),
});

const tag = "Admin";
const admin = ["admin"] as const;

export const adminRoutes: DocumentedRoute[] = [
  get("admin/stats", stats, {
    tag, summary: "The platform's figures (money in dollars)", auth: admin,
    example: {
      success: true,
      data: {
        totalUsers: 40, totalVendors: 6, totalPrompts: 120, totalOrders: 310, pendingVendors: 1,
        revenueStats: { totalRevenue: 3875.5 },
        topVendors: [{ _id: exampleVendor._id, storeName: exampleVendor.storeName, sales: 96, revenue: 1210 }],
      },
    },
  }),
  get("admin/settings", settings, { tag, summary: "The settings (in `message`)", auth: admin, example: { success: true, message: exampleSettings } }),
  put("admin/update-settings", updateSettings, {
    tag, summary: "Change one setting", auth: admin, body: z.union([SettingEditSchema, SwitchEditSchema]),
    description: "`{ name, value }`, or `{ [name]: value }` with exactly one setting. The answer holds every setting.",
    example: { success: true, message: exampleSettings, data: exampleSettings },
  }),
  get("admin/orders", orders, {
    tag, summary: "Every order, newest first (in `message.orders`)", auth: admin, query: PageQuerySchema,
    example: { success: true, message: { orders: [{ ...exampleOrder, vendorId: { storeName: exampleVendor.storeName } }], ...examplePage } },
  }),
];

async function stats(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  const { totalRevenueCents, topVendors, ...counts } = await adminStats();
  return ok({
    data: {
      ...counts,
      revenueStats: { totalRevenue: totalRevenueCents / 100 },
      topVendors: topVendors.map(({ vendorId, storeName, sales, grossCents }) => ({
        _id: vendorId,
        storeName,
        sales,
        revenue: grossCents / 100,
      })),
    },
  });
}

/** SPEC: the settings come in the `message` field. */
async function settings(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  return ok({ message: await getSettings() });
}

/** `{ name, value }`, or the SPEC client's `{ [name]: value }` with exactly one setting. */
function settingEdit(body: Record<string, unknown>): { name: unknown; value: unknown } {
  if ("name" in body) return { name: body.name, value: body.value };
  const [name, ...more] = Object.keys(body).filter((key) => Object.hasOwn(SETTING_DEFAULTS, key));
  if (name === undefined || more.length > 0) throw fail(422, ONE_SETTING);
  return { name, value: body[name] };
}

/** Numbers go through SettingEditSchema and updateNumericSetting (min ≤ max), as on /admin/settings. */
async function updateSettings(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  const edit = settingEdit(await readJson(ctx.request));
  if (SWITCHES.includes(edit.name as (typeof SWITCHES)[number])) {
    const { name, value } = validateJson(SwitchEditSchema, edit);
    await setSetting(name, value);
  } else {
    await updateNumericSetting(validateJson(SettingEditSchema, edit));
  }
  const current = await getSettings();
  return ok({ message: current, data: current });
}

/** SPEC: the orders come in `message.orders`. */
async function orders(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  const page = readPage(ctx.url);
  const { items, total } = await listAllOrders(page);
  return ok({ message: { orders: items.map(apiAdminOrder), ...pageInfo(page, total) } });
}
