import AxeBuilder from "@axe-core/playwright";
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

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Scanner = {
  data: A11yData;
  /** The role's page: where the URL is loaded (JavaScript on or off, as the project says). */
  pageAs: (as: As) => Promise<Page>;
  /** Where a no-JavaScript render is scanned; null in the js project. */
  scanPage: Page | null;
};

const test = base.extend<object, { scanner: Scanner }>({
  scanner: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const javaScriptEnabled = workerInfo.project.use.javaScriptEnabled !== false;
      const data = await makeA11yData();
      const contexts: BrowserContext[] = [];
      const open = async (enabled: boolean) => {
        const context = await browser.newContext({ baseURL, javaScriptEnabled: enabled, viewport: DESKTOP });
        contexts.push(context);
        return context;
      };
      const pages = new Map<As, Promise<Page>>();
      const pageAs = (as: As) => {
        if (!pages.has(as)) pages.set(as, roleContext(open, javaScriptEnabled, as, data, baseURL));
        return pages.get(as)!;
      };
      const scanPage = javaScriptEnabled ? null : await (await open(true)).newPage();
      await use({ data, pageAs, scanPage });
      await Promise.all(contexts.map((context) => context.close()));
    },
    { scope: "worker" },
  ],
});

async function roleContext(open: (enabled: boolean) => Promise<BrowserContext>, enabled: boolean, as: As, data: A11yData, baseURL: string) {
  const context = await open(enabled);
  if (as !== "visitor") await signInContext(context, baseURL, data.users[as]);
  return context.newPage();
}

async function violations(page: Page, width: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(TAGS)
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((rule) => {
    const targets = rule.nodes.slice(0, 3).map((node) => node.target.join(" "));
    return `${width}: ${rule.id} (${rule.impact}) ${rule.help} at ${targets.join(" | ")}`;
  });
}

/** What a browser without JavaScript shows: no scripts, and the <noscript> content as markup. */
function withoutJavaScript(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<\/?noscript>/gi, "");
}

/** The page to scan: the role's page itself, or (JavaScript off) its render served to the scan page. */
async function pageToScan(scanner: Scanner, row: PageRow): Promise<Page> {
  const page = await scanner.pageAs(row.as);
  await page.setViewportSize(DESKTOP);
  await page.goto(row.url(scanner.data.ids));
  if (!scanner.scanPage) return page;
  const html = withoutJavaScript(await page.content());
  const url = page.url();
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
