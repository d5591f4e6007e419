import axe from "axe-core";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { makeA11yData, NOT_PAGES, PAGES, type A11yData, type As, type PageRow } from "./a11y-pages";
import { signInContext } from "./session";

/**
 * Issue 27 point 2: axe-core on every page of every role (tests/e2e/a11y-pages.ts) at 1280 px and
 * 390 px, with JavaScript on and off. With it off, the page's real no-JavaScript render is scanned
 * in a JavaScript page with the scripts taken out (docs/decisions/0336).
 */

const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
  resultTypes: ["violations"],
};
declare global {
  interface Window {
    axe: typeof axe;
  }
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Scanner = {
  data: A11yData;
  /** The role's context, signed in (JavaScript on or off, as the project says). */
  contextAs: (as: As) => Promise<BrowserContext>;
  /** Where a no-JavaScript render is scanned; null in the js project. */
  scanPage: Page | null;
};

const test = base.extend<object, { scanner: Scanner }>({
  scanner: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const javaScriptEnabled = workerInfo.project.use.javaScriptEnabled !== false;
      const data = await makeA11yData();
      const contexts = new Map<As | "scan", Promise<BrowserContext>>();
      const open = (key: As | "scan", enabled: boolean) => {
        if (!contexts.has(key)) contexts.set(key, roleContext(browser.newContext({ baseURL, javaScriptEnabled: enabled, viewport: DESKTOP }), key, data, baseURL));
        return contexts.get(key)!;
      };
      const scanPage = javaScriptEnabled ? null : await (await open("scan", true)).newPage();
      await use({ data, contextAs: (as) => open(as, javaScriptEnabled), scanPage });
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    },
    { scope: "worker" },
  ],
});

async function roleContext(opening: Promise<BrowserContext>, as: As | "scan", data: A11yData, baseURL: string) {
  const context = await opening;
  if (as !== "visitor" && as !== "scan") await signInContext(context, baseURL, data.users[as]);
  return context;
}

/**
 * axe-core's violations on the page as it is now. `@axe-core/playwright` injects axe-core twice
 * for every scan; here it is injected once per document and run at both widths (decision 0336).
 */
async function violations(page: Page, width: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results = await page.evaluate((options) => window.axe.run(document, options), AXE_OPTIONS);
  return results.violations.map((rule) => {
    const targets = rule.nodes.slice(0, 3).map((node) => node.target.join(" "));
    return `${width}: ${rule.id} (${rule.impact}) ${rule.help} at ${targets.join(" | ")}`;
  });
}

/** What a browser without JavaScript shows: no scripts, and the <noscript> content as markup. */
function withoutJavaScript(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<\/?noscript>/gi, "");
}

/**
 * The page to scan: the role's page itself, or (JavaScript off) the server's HTML for the role,
 * as a browser without JavaScript would render it, served to the scan page at the same address.
 */
async function pageToScan(scanner: Scanner, row: PageRow): Promise<Page> {
  const context = await scanner.contextAs(row.as);
  if (!scanner.scanPage) {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.setViewportSize(DESKTOP);
    await page.goto(row.url(scanner.data.ids));
    return page;
  }
  const response = await context.request.get(row.url(scanner.data.ids));
  const html = withoutJavaScript(await response.text());
  const url = response.url();
  const scan = scanner.scanPage;
  await scan.setViewportSize(DESKTOP);
  await scan.unrouteAll();
  await scan.route((address) => address.href === url, (route) => route.fulfill({ contentType: "text/html", body: html }));
  await scan.goto(url);
  return scan;
}

test("every page route has a row", () => {
  const routes = fs
    .readdirSync(path.resolve("app/routes"))
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith("api."))
    .filter((file) => /^export default/m.test(fs.readFileSync(path.resolve("app/routes", file), "utf8")))
    .map((file) => file.replace(/\.tsx?$/, ""));
  const covered = new Set([...PAGES.map((row) => row.route), ...Object.keys(NOT_PAGES)]);
  expect(routes.filter((route) => !covered.has(route)), "routes without a row").toEqual([]);
  expect([...covered].filter((route) => !routes.includes(route)), "rows of no route").toEqual([]);
});

const seen = new Map<string, number>();
for (const row of PAGES) {
  const name = `${row.route} as ${row.as}`;
  seen.set(name, (seen.get(name) ?? 0) + 1);
  test(`axe: ${name}${seen.get(name)! > 1 ? ` (${seen.get(name)})` : ""}`, async ({ scanner }) => {
    const page = await pageToScan(scanner, row);
    const found = await violations(page, "1280 px");
    await page.setViewportSize(PHONE);
    found.push(...(await violations(page, "390 px")));
    expect(found, `axe violations on ${page.url()}`).toEqual([]);
  });
}
