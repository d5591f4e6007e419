import type { Page, Response } from "@playwright/test";
import { expect, factories, test } from "./session";

/** The visitor pages' one script (app/visitor/enhance.js), fingerprinted by the build. */
const ENHANCE = /\/assets\/enhance-[\w-]+\.js$/;
/** Issue 26: what a visitor's page may load in scripts, at most (counted uncompressed here). */
const SCRIPT_BUDGET = 10 * 1024;
/** The inline script that makes the parser wait for the linked stylesheet (decision 0332). */
const STYLE_BARRIER = "#style-barrier";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "what a page loads in scripts matters with JavaScript on");

/** A listed prompt, its store and a public collection holding it: one of each visitor page. */
async function visitorPaths() {
  const { makeVendor, makeBuyer, makePrompt, makeCollection } = await factories();
  const { vendor } = await makeVendor({ storeName: "Visitor Pages Studio" });
  const prompt = await makePrompt(vendor);
  const collection = await makeCollection(await makeBuyer(), [prompt], { isPublic: true });
  return {
    plain: ["/about", "/contact", "/terms", "/privacy", "/refund-policy", "/community-standards", "/prompts", `/store/${vendor.id}`, `/collections/${collection.id}`, "/no-such-page"],
    enhanced: ["/", `/prompts/${prompt.id}`],
    promptPath: `/prompts/${prompt.id}`,
  };
}

/**
 * Opens `path`: the scripts it requested (and their size), the scripts in its document (a `src`,
 * `#id` or "inline"), whether Remix's hydration data is there, and how many modules it preloads.
 */
async function scriptsOf(page: Page, path: string) {
  const requested: { url: string; bytes: Promise<number> }[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    // A signed-in page's islands load their chunks after the load event (decision 0330): one may
    // answer once the next page is open, its body gone. NaN then: no budget can pass on it.
    requested.push({ url: new URL(response.url()).pathname, bytes: response.body().then((body) => body.length, () => Number.NaN) });
  };
  page.on("response", onResponse);
  await page.goto(path, { waitUntil: "load" });
  await expect(page.locator("main#main")).toBeVisible();
  page.off("response", onResponse);
  const bytes = (await Promise.all(requested.map((script) => script.bytes))).reduce((sum, each) => sum + each, 0);
  const inDocument = await page.evaluate(() => {
    const srcs = [...document.scripts].map((script) => (script.src ? new URL(script.src).pathname : script.id ? `#${script.id}` : "inline"));
    // Where the stylesheet comes from: inlined (the app) or a cached file (a visitor's page).
    const styles = document.getElementById("app-styles") ? "inline" : document.querySelector('link[rel=stylesheet][href^="/assets/"]') ? "linked" : "none";
    return { srcs, styles, hydrationData: "__remixContext" in window, preloads: document.querySelectorAll("link[rel=modulepreload]").length };
  });
  return { requested: requested.map((script) => script.url), bytes, ...inDocument };
}

test("a visitor's public pages load no framework JavaScript; signed in, the same pages load the app", async ({ page, signIn }) => {
  const { plain, enhanced } = await visitorPaths();

  for (const path of plain) {
    const { requested, srcs, styles, hydrationData, preloads } = await scriptsOf(page, path);
    expect({ path, requested, srcs, styles, hydrationData, preloads }).toEqual({ path, requested: [], srcs: [STYLE_BARRIER], styles: "linked", hydrationData: false, preloads: 0 });
  }
  for (const path of enhanced) {
    const { requested, bytes, srcs, hydrationData, preloads } = await scriptsOf(page, path);
    const onlyEnhance = [expect.stringMatching(ENHANCE)];
    expect({ path, requested, srcs, hydrationData, preloads }).toEqual({ path, requested: onlyEnhance, srcs: [STYLE_BARRIER, ...onlyEnhance], hydrationData: false, preloads: 0 });
    expect(bytes).toBeLessThanOrEqual(SCRIPT_BUDGET);
  }

  await signIn("buyer");
  for (const path of [...enhanced, ...plain]) {
    const { srcs, styles, hydrationData } = await scriptsOf(page, path);
    const visitorScripts = srcs.filter((src) => ENHANCE.test(src) || src === STYLE_BARRIER);
    expect({ path, styles, hydrationData, visitorScripts }).toEqual({ path, styles: "inline", hydrationData: true, visitorScripts: [] });
    // The entry chunk ran: it made the router that hydrates the page.
    await expect.poll(() => page.evaluate(() => "__remixRouter" in window), { message: path }).toBe(true);
  }
});

test("a visitor copies a prompt's public link with the visitor script, and the gallery's clip pauses with the strip", async ({ page, context }) => {
  const { promptPath } = await visitorPaths();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(promptPath);
  const share = page.getByRole("region", { name: "Share" });
  await share.getByRole("button", { name: "Copy link" }).click();
  await expect(share.getByRole("status")).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByLabel("Public link to this prompt").inputValue());

  await page.goto("/");
  const pause = page.getByLabel("Pause gallery motion");
  // Chromium plays a muted clip only on screen.
  await pause.scrollIntoViewIfNeeded();
  const clipsPaused = () => page.locator(".gallery video").evaluateAll((videos: HTMLVideoElement[]) => videos.map((video) => video.paused));
  await expect.poll(clipsPaused).toContain(false);
  await pause.check();
  await expect.poll(clipsPaused).toEqual([true, true]);
});

test("a visitor's page is parsed only once its stylesheet has arrived, so it is styled and laid out once", async ({ page }) => {
  const { enhanced } = await visitorPaths();
  // A stylesheet slower than the document: the parser finishes long before it without the barrier.
  await page.route(/\/assets\/tailwind-[\w-]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel=stylesheet][href^="/assets/"]');
      document.documentElement.dataset.styledWhenParsed = String(link?.sheet != null);
    });
  });
  for (const path of ["/prompts", ...enhanced]) {
    await page.goto(path);
    await expect(page.locator("html"), path).toHaveAttribute("data-styled-when-parsed", "true");
  }
});
