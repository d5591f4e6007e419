import { randomUUID } from "node:crypto";
import { factories } from "./session";

/**
 * Issue 27 point 2: every page of every role, for the axe scan (tests/e2e/a11y.spec.ts). A new
 * route with a default export needs a row here or a reason in NOT_PAGES, or "every page route has
 * a row" fails.
 */

export type As = "visitor" | "buyer" | "vendor" | "admin";
export type A11yData = Awaited<ReturnType<typeof makeA11yData>>;
type Ids = A11yData["ids"];
export type PageRow = { route: string; as: As; url: (ids: Ids) => string };

const row = (route: string, as: As, url: string | ((ids: Ids) => string)): PageRow => ({
  route,
  as,
  url: typeof url === "string" ? () => url : url,
});

export const PAGES: PageRow[] = [
  // Public pages, signed out and (where the header changes) signed in.
  row("_public._index", "visitor", "/"),
  row("_public._index", "buyer", "/"),
  row("_public.about", "visitor", "/about"),
  row("_public.community-standards", "visitor", "/community-standards"),
  row("_public.contact", "visitor", "/contact"),
  row("_public.cookie-policy", "visitor", "/cookie-policy"),
  row("_public.privacy", "visitor", "/privacy"),
  row("_public.refund-policy", "visitor", "/refund-policy"),
  row("_public.terms", "visitor", "/terms"),
  row("_public.prompts._index", "visitor", "/prompts"),
  row("_public.prompts._index", "buyer", "/prompts"),
  row("_public.prompts.$id", "visitor", (ids) => `/prompts/${ids.prompt}`),
  row("_public.prompts.$id", "buyer", (ids) => `/prompts/${ids.owned}`),
  row("_public.prompts.$id", "vendor", (ids) => `/prompts/${ids.prompt}`),
  row("_public.collections.$id", "visitor", (ids) => `/collections/${ids.collection}`),
  row("_public.teams.join.$token", "visitor", (ids) => `/teams/join/${ids.joinToken}`),
  row("_public.enhance", "buyer", "/enhance"),
  row("_public.features.$feature", "visitor", "/features/enhancer"),
  row("_public.features.$feature", "visitor", "/features/live-preview"),
  row("_public.features.$feature", "visitor", "/features/collections"),
  row("_public.features.$feature", "visitor", "/features/teams"),
  row("_public.features.$feature", "vendor", "/features/teams"),
  row("$", "visitor", "/no-such-page"),
  row("$", "buyer", "/no-such-page"),
  // Signing in and up.
  row("_auth.login", "visitor", "/login"),
  row("_auth.login", "visitor", "/login?redirectTo=%2Fenhance"),
  row("_auth.register", "visitor", "/register"),
  row("_auth.forgot-password", "visitor", "/forgot-password"),
  row("_auth.reset-password", "visitor", "/reset-password?token=not-a-token"),
  row("_auth.verify-email.$token", "visitor", "/verify-email/not-a-token"),
  // Paying (the local gateway's page and its outcomes).
  row("pay.$reference", "buyer", (ids) => `/pay/${ids.openCharge}`),
  row("payment.success", "buyer", (ids) => `/payment/success?reference=${ids.sale}`),
  row("payment.failed", "buyer", (ids) => `/payment/failed?reference=${ids.openCharge}`),
  // The buyer's store and home.
  row("store._index", "buyer", "/store"),
  row("store.$vendorId", "visitor", (ids) => `/store/${ids.vendor}`),
  row("store.$vendorId", "buyer", (ids) => `/store/${ids.vendor}`),
  row("store.cart", "buyer", "/store/cart"),
  row("home._index", "buyer", "/home"),
  row("home.prompts", "buyer", "/home/prompts"),
  row("home.prompt.$id", "buyer", (ids) => `/home/prompt/${ids.owned}`),
  row("home.prompt.$id", "buyer", (ids) => `/home/prompt/${ids.prompt}`),
  row("home.favourites", "buyer", "/home/favourites"),
  row("home.search", "buyer", "/home/search?q=prompt"),
  row("home.notification", "buyer", "/home/notification"),
  row("home.collections._index", "buyer", "/home/collections"),
  row("home.collections.$id", "buyer", (ids) => `/home/collections/${ids.collection}`),
  row("home.collections.$id.delete", "buyer", (ids) => `/home/collections/${ids.collection}/delete`),
  row("home.collections.save.$promptId", "buyer", (ids) => `/home/collections/save/${ids.prompt}`),
  row("home.teams._index", "buyer", "/home/teams"),
  row("home.teams.$id", "buyer", (ids) => `/home/teams/${ids.team}`),
  row("home.teams.$id.delete", "buyer", (ids) => `/home/teams/${ids.team}/delete`),
  row("home.teams.$id.leave", "buyer", (ids) => `/home/teams/${ids.team}/leave`),
  row("home.teams.$id.remove.$userId", "buyer", (ids) => `/home/teams/${ids.team}/remove/${ids.teamMember}`),
  row("home.tickets._index", "buyer", "/home/tickets"),
  row("home.tickets.$id", "buyer", (ids) => `/home/tickets/${ids.buyerTicket}`),
  row("home.profile", "buyer", "/home/profile"),
  row("home.profile.password", "buyer", "/home/profile/password"),
  row("home.profile.ticket", "buyer", "/home/profile/ticket"),
  // The vendor's dashboard.
  row("vendor._dashboard._index", "vendor", "/vendor"),
  row("vendor._dashboard.withdraw", "vendor", "/vendor/withdraw"),
  row("vendor.prompts", "vendor", "/vendor/prompts"),
  row("vendor.prompts.new", "vendor", "/vendor/prompts/new"),
  row("vendor.prompts.$id.edit", "vendor", (ids) => `/vendor/prompts/${ids.prompt}/edit`),
  row("vendor.prompts.$id.delete", "vendor", (ids) => `/vendor/prompts/${ids.prompt}/delete`),
  // Someone else's prompt: the 403 page.
  row("vendor.prompts.$id.delete", "vendor", (ids) => `/vendor/prompts/${ids.othersPrompt}/delete`),
  row("vendor.prompt.$id", "vendor", (ids) => `/vendor/prompt/${ids.prompt}`),
  row("vendor.store", "vendor", "/vendor/store"),
  row("vendor.transactions", "vendor", "/vendor/transactions"),
  row("vendor.search", "vendor", "/vendor/search?q=prompt"),
  row("vendor.notification", "vendor", "/vendor/notification"),
  row("vendor.tickets._index", "vendor", "/vendor/tickets"),
  row("vendor.tickets.$id", "vendor", (ids) => `/vendor/tickets/${ids.vendorTicket}`),
  row("vendor.profile", "vendor", "/vendor/profile"),
  row("vendor.profile.password", "vendor", "/vendor/profile/password"),
  row("vendor.profile.ticket", "vendor", "/vendor/profile/ticket"),
  // The admin's console.
  row("admin._index", "admin", "/admin"),
  row("admin.prompts", "admin", "/admin/prompts"),
  row("admin.prompt.$id", "admin", (ids) => `/admin/prompt/${ids.prompt}`),
  row("admin.vendors", "admin", "/admin/vendors"),
  row("admin.vendors.$id.ban", "admin", (ids) => `/admin/vendors/${ids.vendor}/ban`),
  row("admin.payments", "admin", "/admin/payments"),
  row("admin.payments.$reference.refund", "admin", (ids) => `/admin/payments/${ids.sale}/refund`),
  row("admin.withdrawals", "admin", "/admin/withdrawals"),
  row("admin.withdrawals.$id.reject", "admin", (ids) => `/admin/withdrawals/${ids.withdrawal}/reject`),
  row("admin.tickets._index", "admin", "/admin/tickets"),
  row("admin.tickets.$id", "admin", (ids) => `/admin/tickets/${ids.buyerTicket}`),
  row("admin.messages", "admin", "/admin/messages"),
  row("admin.outbox", "admin", "/admin/outbox"),
  row("admin.notification", "admin", "/admin/notification"),
  row("admin.search", "admin", "/admin/search?q=prompt"),
  row("admin.settings", "admin", "/admin/settings"),
  row("admin.settings.categories.$id.delete", "admin", (ids) => `/admin/settings/categories/${ids.category}/delete`),
  row("admin.settings.models.$id.delete", "admin", (ids) => `/admin/settings/models/${ids.model}/delete`),
  row("admin.profile", "admin", "/admin/profile"),
  row("admin.profile.password", "admin", "/admin/profile/password"),
];

/** Route modules with a default export that render no page of their own. */
export const NOT_PAGES: Record<string, string> = {
  _auth: "layout of the sign-in pages",
  _public: "layout of the public pages",
  admin: "layout of the admin console",
  home: "layout of the buyer's home",
  store: "layout of the buyer's store",
  vendor: "layout of the vendor's pages",
  "vendor._dashboard": "layout of the dashboard and its withdraw dialog",
};

/**
 * What the URLs need, made once per worker on the e2e server's database, with fresh accounts
 * only (other specs use the demo accounts' data).
 */
export async function makeA11yData() {
  const f = await factories();
  const { createModel } = await import("~/models/models.server");
  const { openTicket } = await import("~/models/support-tickets.server");
  const { requestWithdrawal } = await import("~/models/withdrawals.server");
  const { addToCart } = await import("~/models/cart.server");
  const { checkout } = await import("~/models/checkout.server");

  const { user: vendorUser, vendor } = await f.makeVendor({ name: "Ada Access" });
  const other = await f.makeVendor({ name: "Otto Other" });
  const buyer = await f.makeBuyer("Bea Buyer");
  const admin = await f.makeAdmin();
  const prompt = await f.pricedPrompt(vendor, 9);
  const owned = await f.pricedPrompt(vendor, 20);
  const othersPrompt = await f.pricedPrompt(other.vendor, 5);
  const sale = await f.buyCleared(buyer, owned);
  const withdrawal = await requestWithdrawal(vendor, f.payoutDetails(15));
  await addToCart(buyer, prompt.id);
  const { reference: openCharge } = await checkout(buyer);
  const collection = await f.makeCollection(buyer, [owned, prompt], { isPublic: true });
  const teamMember = await f.makeBuyer("Mia Member");
  const team = await f.makeTeam(buyer, [teamMember]);
  const { token: joinToken } = await f.inviteWithToken(buyer, team.id, f.uniqueEmail("invitee"));
  const ticket = async (user: typeof buyer) => (await openTicket(user, { subject: "Where is my receipt?", message: "A question for support." })).id;
  const ids = {
    prompt: prompt.id,
    owned: owned.id,
    othersPrompt: othersPrompt.id,
    vendor: vendor.id,
    sale,
    openCharge,
    withdrawal: withdrawal.id,
    collection: collection.id,
    team: team.id,
    teamMember: teamMember.id,
    joinToken,
    buyerTicket: await ticket(buyer),
    vendorTicket: await ticket(vendorUser),
    category: (await f.makeCategory()).id,
    model: (await createModel(`Model ${randomUUID().slice(0, 8)}`)).id,
  };
  return { users: { buyer, vendor: vendorUser, admin }, ids };
}
