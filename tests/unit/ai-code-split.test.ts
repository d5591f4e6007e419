import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

/**
 * Issue 24: the AI features' JavaScript loads only on their pages. Read from the production build's
 * route manifest (tests/setup/build.ts builds the app when there is none): which chunks each
 * route's module imports before it runs.
 */
type RouteEntry = { id: string; module: string; imports?: string[] };

function routeManifest(): Record<string, RouteEntry> {
  const assets = path.resolve("build/client/assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("no route manifest in build/client/assets");
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  return (JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as { routes: Record<string, RouteEntry> }).routes;
}

const chunksOf = (route: RouteEntry) => [route.module, ...(route.imports ?? [])];
const ENHANCER_PAGES = ["routes/_public.enhance", "routes/vendor.prompts.new", "routes/vendor.prompts.$id.edit", "routes/vendor.prompts.$id.delete"];

describe("the AI features' code in the build", () => {
  const routes = routeManifest();

  test("the enhancer's answer is loaded by /enhance and the vendor's prompt dialogs only", () => {
    const loading = Object.values(routes).filter((route) => chunksOf(route).some((chunk) => /\/enhancer-answer-[\w-]+\.js$/.test(chunk)));
    expect(loading.map((route) => route.id).sort()).toEqual(expect.arrayContaining(["routes/_public.enhance", "routes/vendor.prompts.new"]));
    expect(loading.every((route) => ENHANCER_PAGES.includes(route.id))).toBe(true);
  });

  test("Try it is a chunk of its own that no route imports up front", () => {
    expect(fs.readdirSync(path.resolve("build/client/assets")).some((name) => /^try-it-form-[\w-]+\.js$/.test(name))).toBe(true);
    const loading = Object.values(routes).filter((route) => chunksOf(route).some((chunk) => /\/try-it-form-[\w-]+\.js$/.test(chunk)));
    expect(loading.map((route) => route.id)).toEqual([]);
  });
});
