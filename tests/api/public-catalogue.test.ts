import path from "node:path";
import { createRequestHandler } from "@remix-run/node";
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { env } from "~/env.server";
import { cartPromptIds } from "~/models/cart.server";
import { getModel } from "~/models/models.server";
import type { Prompt } from "~/models/prompts.server";
import { promptSitemapQuery, SITEMAP_RANGE } from "~/models/sitemap.server";
import type { User } from "~/models/users.server";
import type { Vendor } from "~/models/users.server";
import { makeBuyer, makeVendor, PASSWORD, pricedPrompt } from "../factories";
import { cookieFor } from "../factories";
import { onPostgres } from "../support/engine";
import { rawAll, rawGet, setLastPromptSeq } from "../support/raw-sql";

/*
 * The public catalogue through the built server's request handler (the one production runs):
 * sitemaps, robots.txt, cache headers, 404 for what is not listed, SEO tags, and "Add to cart"
 * before signing in.
 */

/** The content's second line: past the teaser, so only who may read the content gets it. */
const CONTENT = "Write three subject lines";

let handle: (request: Request) => Promise<Response>;
let base: string;
let seller: { user: User; vendor: Vendor };
let buyer: User;
/** seq SITEMAP_RANGE - 1 (listed), SITEMAP_RANGE (not listed), SITEMAP_RANGE + 1 (listed). */
let before: Prompt, hidden: Prompt, after: Prompt;

const get = (url: string, headers: Record<string, string> = {}) =>
  handle(new Request(new URL(url, "http://localhost"), { headers: { Host: "localhost", ...headers } }));

const post = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  handle(
    new Request(new URL(url, "http://localhost"), {
      method: "POST",
      headers: { Host: "localhost", "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(form),
    }),
  );

const cookieOf = (response: Response) => response.headers.get("Set-Cookie")?.split(";")[0] ?? "";

beforeAll(async () => {
  handle = createRequestHandler(await import(/* @vite-ignore */ path.resolve("build/server/index.js")), "production");
  base = env().APP_URL;
  seller = await makeVendor({ storeName: "Sitemap Store" });
  buyer = await makeBuyer();
  // The next prompts get the seq values around a sitemap page boundary.
  await setLastPromptSeq(SITEMAP_RANGE - 2);
  before = await pricedPrompt(seller.vendor, 9, "Boundary Before Prompt");
  hidden = await pricedPrompt(seller.vendor, 9, "Boundary Hidden Prompt");
  after = await pricedPrompt(seller.vendor, 9, "Boundary After Prompt");
  await rawAll("update prompts set status = 'inactive' where id = ?", hidden.id);
  await rawAll("update prompts set featured_image = 'boundary-cover.webp' where id = ?", before.id);
});

describe("sitemaps", () => {
  test("the index lists the static pages and one child per range of prompts and of stores", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${base}/sitemap/pages.xml`, `${base}/sitemap/prompts/1.xml`, `${base}/sitemap/prompts/2.xml`, `${base}/sitemap/stores/1.xml`]);
  });

  test("a child page holds the listed prompts of its seq range only, with lastmod", async () => {
    const first = await (await get("/sitemap/prompts/1.xml")).text();
    const second = await (await get("/sitemap/prompts/2.xml")).text();
    expect(first).toContain(`<url><loc>${base}/prompts/${before.id}</loc><lastmod>`);
    expect(first).not.toContain(hidden.id);
    expect(first).not.toContain(after.id);
    expect(second).toMatch(new RegExp(`<loc>${base}/prompts/${after.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+Z</lastmod>`));
    expect(second).not.toContain(before.id);
    expect(second).not.toContain(hidden.id);
    expect((await get("/sitemap/prompts/3.xml")).status).toBe(404);
    expect((await get("/sitemap/prompts/0.xml")).status).toBe(404);
    expect((await get("/sitemap/prompts/one.xml")).status).toBe(404);
    expect((await get("/sitemap/nothing/1.xml")).status).toBe(404);
  });

  test.skipIf(onPostgres)("a page is one bounded range of the listed-seq index: no scan, no OFFSET", () => {
    const { sql, params } = promptSitemapQuery(2).toSQL();
    expect(sql.toLowerCase()).not.toContain("offset");
    const plan = db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
    expect(plan.map((row) => row.detail).join("\n")).toMatch(/^SEARCH prompts USING (COVERING )?INDEX prompts_listed_seq_idx \(seq>\? AND seq<\?\)$/);
  });

  test("the stores' sitemap lists public stores; the static one the pages and categories", async () => {
    const hiddenStore = await makeVendor({ storeName: "Hidden Sitemap Store" });
    await rawAll("update vendors set is_approved = false where id = ?", hiddenStore.vendor.id);
    const stores = await (await get("/sitemap/stores/1.xml")).text();
    expect(stores).toContain(`<loc>${base}/store/${seller.vendor.id}</loc>`);
    expect(stores).not.toContain(hiddenStore.vendor.id);
    const pages = await (await get("/sitemap/pages.xml")).text();
    expect(pages).toContain(`<loc>${base}/prompts</loc>`);
    expect(pages).toContain(`<loc>${base}/prompts?category=${before.categoryId}</loc>`);
  });

  test("robots.txt keeps crawlers out of the API and the form endpoints, not the areas, and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const text = await response.text();
    for (const path of ["/api/", "/store/cart", "/pay/", "/payment", "/favourites/"]) {
      expect(text).toContain(`\nDisallow: ${path}\n`);
    }
    // Signed out, a crawler is sent to the login page there; a Disallow would only mark the pages uncrawlable.
    for (const path of ["/home", "/vendor", "/admin"]) expect(text).not.toContain(`\nDisallow: ${path}`);
    expect(text).toContain(`\nSitemap: ${base}/sitemap.xml\n`);
  });
});

describe("cache headers", () => {
  test("an anonymous page is public with an ETag, and a matching If-None-Match gets 304", async () => {
    for (const url of ["/prompts", `/prompts/${before.id}`, `/store/${seller.vendor.id}`, "/", "/prompts.data", `/prompts/${before.id}.data`, "/features/live-preview"]) {
      const first = await get(url);
      expect(first.status, url).toBe(200);
      expect(first.headers.get("Cache-Control"), url).toBe("public, max-age=60");
      expect(first.headers.get("Vary"), url).toBe("Cookie");
      const etag = first.headers.get("ETag");
      expect(etag, url).toMatch(/^"[\w-]{32}"$/);
      // The same page again (a view counted in between, a new nonce) has the same tag.
      expect((await get(url)).headers.get("ETag"), url).toBe(etag);
      const again = await get(url, { "If-None-Match": etag! });
      expect(again.status, url).toBe(304);
      expect(await again.text(), url).toBe("");
      expect((await get(url, { "If-None-Match": '"something-else"' })).status, url).toBe(200);
    }
  });

  test("a signed-in user's answer on a public page is private, without an ETag", async () => {
    const cookie = await cookieFor(buyer);
    for (const url of ["/prompts", `/prompts/${before.id}`, "/prompts.data"]) {
      const response = await get(url, { Cookie: cookie });
      expect(response.status, url).toBe(200);
      expect(response.headers.get("Cache-Control"), url).toBe("private, no-store");
      expect(response.headers.get("Vary"), url).toBe("Cookie");
      expect(response.headers.get("ETag"), url).toBeNull();
    }
  });

  test("pages outside the public catalogue keep their headers", async () => {
    const response = await get("/login");
    expect(response.headers.get("Cache-Control")).toBeNull();
    expect(response.headers.get("ETag")).toBeNull();
  });
});

describe("public pages", () => {
  test("a prompt that is not listed, or unknown, is 404 and not cached publicly", async () => {
    for (const url of [`/prompts/${hidden.id}`, "/prompts/no-such-prompt"]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get("Cache-Control"), url).toBe("private, no-store");
      expect(await response.text(), url).toContain("Prompt not found.");
    }
  });

  test("a prompt's page has its title, canonical URL, Open Graph and Twitter tags, and never its content", async () => {
    const html = await (await get(`/prompts/${before.id}`)).text();
    const url = `${base}/prompts/${before.id}`;
    expect(html).toContain("<title>Boundary Before Prompt | Promptory</title>");
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(html).toContain('<meta property="og:title" content="Boundary Before Prompt | Promptory"/>');
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain(`<meta property="og:image" content="${base}/uploads/boundary-cover.webp"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toMatch(/<meta name="description" content="Writes a launch email/);
    expect(html).not.toContain(CONTENT);
  });

  test("the catalogue's canonical URL keeps the category, the model and the page only", async () => {
    const html = await (await get(`/prompts?category=${before.categoryId}&q=launch&sort=price_asc&page=2`)).text();
    expect(html).toContain(`<link rel="canonical" href="${base}/prompts?category=${before.categoryId}&amp;page=2"/>`);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    const plain = await (await get("/prompts")).text();
    expect(plain).toContain(`<link rel="canonical" href="${base}/prompts"/>`);
    expect(plain).not.toContain('name="robots"');
    expect(plain).toContain('<meta name="twitter:card" content="summary"/>');
  });

  test("a model's list is canonical too, named in the title", async () => {
    const model = await getModel(before.modelId ?? "");
    expect(model).toBeDefined();
    const html = await (await get(`/prompts?model=${model?.id}&sort=rating`)).text();
    expect(html).toContain(`<link rel="canonical" href="${base}/prompts?model=${model?.id}"/>`);
    expect(html).toContain(`<title>AI prompts for ${model?.name} | Promptory</title>`);
  });

  test("a store page is public, with its tags; a hidden store is 404", async () => {
    const response = await get(`/store/${seller.vendor.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Sitemap Store | Promptory</title>");
    expect(html).toContain(`<link rel="canonical" href="${base}/store/${seller.vendor.id}"/>`);
    expect(html).toContain('<meta property="og:type" content="profile"/>');
    const hiddenStore = await makeVendor({ storeName: "Closed Store" });
    await rawAll("update vendors set is_approved = false where id = ?", hiddenStore.vendor.id);
    expect((await get(`/store/${hiddenStore.vendor.id}`)).status).toBe(404);
  });

  test("the landing page has its canonical URL and Open Graph tags", async () => {
    const html = await (await get("/")).text();
    expect(html).toContain(`<link rel="canonical" href="${base}/"/>`);
    expect(html).toContain(`<meta property="og:image" content="${base}/media/hero.webp"/>`);
  });
});

describe("Add to cart before signing in", () => {
  test("the prompt waits in the session; signing in as a buyer puts it in the cart and goes back", async () => {
    const shopper = await makeBuyer("Sam Shopper");
    const pressed = await post("/store/cart", { intent: "add", promptId: after.id, redirectTo: `/prompts/${after.id}` });
    expect(pressed).toHaveRedirect(`/login?redirectTo=${encodeURIComponent(`/prompts/${after.id}`)}`);
    expect(await cartPromptIds(shopper.id)).toEqual([]);

    const signedIn = await post(
      "/login",
      { email: shopper.email, password: PASSWORD, redirectTo: `/prompts/${after.id}` },
      { Cookie: cookieOf(pressed) },
    );
    expect(signedIn).toHaveRedirect(`/prompts/${after.id}`);
    expect(await cartPromptIds(shopper.id)).toEqual([after.id]);

    // Used once: signing in again with the new cookie adds nothing more and carries no message about it.
    const page = await get(`/prompts/${after.id}`, { Cookie: cookieOf(signedIn) });
    expect(await page.text()).toContain("Remove from cart");
  });

  test("registering instead also puts it in the new buyer's cart and goes back to the page", async () => {
    const pressed = await post("/store/cart", { intent: "add", promptId: after.id, redirectTo: `/prompts/${after.id}?reviewPage=1` });
    const email = `new-shopper-${Date.now()}@example.com`;
    const registered = await post(
      "/register",
      { intent: "register", role: "buyer", name: "Nia New", email, password: PASSWORD, country: "Kenya" },
      { Cookie: cookieOf(pressed) },
    );
    expect(registered).toHaveRedirect(`/prompts/${after.id}?reviewPage=1`);
    const user = (await rawGet<{ id: string }>("select id from users where email = ?", email))!;
    expect(await cartPromptIds(user.id)).toEqual([after.id]);
  });

  test("a vendor who signs in gets nothing added; a foreign redirectTo is not followed", async () => {
    const pressed = await post("/store/cart", { intent: "add", promptId: after.id, redirectTo: "//evil.example.com/x" });
    expect(pressed).toHaveRedirect(`/login?redirectTo=${encodeURIComponent("/prompts")}`);
    const signedIn = await post("/login", { email: seller.user.email, password: PASSWORD, redirectTo: "/prompts" }, { Cookie: cookieOf(pressed) });
    expect(signedIn).toHaveRedirect("/prompts");
    const count = (await rawGet<{ n: number }>("select count(*) as n from cart_items where user_id = ?", seller.user.id))!;
    expect(count.n).toBe(0);
  });

  test("only adding is remembered: other cart actions just ask to sign in", async () => {
    const response = await post("/store/cart", { intent: "checkout" });
    expect(response).toHaveRedirect(`/login?redirectTo=${encodeURIComponent("/store/cart")}`);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});
