import { gzipSync } from "node:zlib";
import type { InspectedPage } from "./cases";
import { extractImports, extractPageAssets } from "./html-assets";
import type { PageWeight, Target } from "./results";

/** KB here are 1000 bytes, as browser dev tools count them. */
const toKB = (bytes: number) => Math.round(bytes / 100) / 10;
const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/**
 * Gzipped HTML, plus the JS and CSS the page loads: its scripts, module preloads and stylesheets,
 * and the modules those import statically, each file counted once.
 */
export async function weighPage(baseUrl: string, page: InspectedPage, target: Exclude<Target, "floor">): Promise<PageWeight> {
  const headers: Record<string, string> = page.cookie ? { cookie: page.cookie } : {};
  const pageUrl = new URL(page.path, baseUrl).href;
  const html = await fetchBody(pageUrl, headers);
  const assets = extractPageAssets(html.toString("utf8"), pageUrl);
  const scripts = await fetchModuleGraph(assets.scripts, headers);
  const styles = await Promise.all(assets.styles.map((url) => fetchBody(url, headers)));
  return {
    target,
    page: page.page,
    path: page.path,
    htmlKB: toKB(gzipSize(html)),
    jsKB: toKB(sum(scripts.map(gzipSize))),
    cssKB: toKB(sum(styles.map(gzipSize))),
    jsFiles: scripts.length,
    cssFiles: styles.length,
  };
}

async function fetchModuleGraph(entries: string[], headers: Record<string, string>): Promise<Buffer[]> {
  const seen = new Set(entries);
  const queue = [...entries];
  const bodies: Buffer[] = [];
  while (queue.length) {
    const url = queue.shift()!;
    const body = await fetchBody(url, headers);
    bodies.push(body);
    for (const imported of extractImports(body.toString("utf8"), url)) {
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return bodies;
}

async function fetchBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  const response = await fetch(url, { headers, redirect: "manual" });
  if (response.status !== 200) throw new Error(`weight: GET ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
