/** The JS and CSS a page's HTML makes the browser load, as absolute URLs. */
export type PageAssets = { scripts: string[]; styles: string[] };

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const LINK = /<link\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const STATIC_IMPORT = /\bimport\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
const EXPORT_FROM = /\bexport\s*[\w*${}\s,]*?\s*from\s*["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

export function extractPageAssets(html: string, pageUrl: string): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, rawAttributes = "", body = ""] of html.matchAll(SCRIPT)) {
    const attributes = parseAttributes(rawAttributes);
    if (attributes.src) scripts.add(new URL(attributes.src, pageUrl).href);
    // Remix's inline module script imports the route modules and then `import()`s the client entry at once.
    else if (attributes.type === "module") extractImports(body, pageUrl, { dynamic: true }).forEach((url) => scripts.add(url));
  }
  for (const [, rawAttributes = ""] of html.matchAll(LINK)) {
    const attributes = parseAttributes(rawAttributes);
    if (!attributes.href) continue;
    const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
    const href = new URL(attributes.href, pageUrl).href;
    if (rel.includes("modulepreload") || (rel.includes("preload") && attributes.as === "script")) scripts.add(href);
    if (rel.includes("stylesheet") || (rel.includes("preload") && attributes.as === "style")) styles.add(href);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The module URLs `js` imports. Static imports load with the module; `dynamic` adds literal
 * `import("...")` calls, which in a chunk run only on demand but in the page's inline script run at once.
 */
export function extractImports(js: string, moduleUrl: string, { dynamic = false } = {}): string[] {
  const patterns = dynamic ? [STATIC_IMPORT, EXPORT_FROM, DYNAMIC_IMPORT] : [STATIC_IMPORT, EXPORT_FROM];
  const urls = new Set<string>();
  for (const pattern of patterns) {
    for (const [, specifier] of js.matchAll(pattern)) {
      if (isUrlLike(specifier!)) urls.add(new URL(specifier!, moduleUrl).href);
    }
  }
  return [...urls];
}

/** Bare specifiers ("react") never reach the browser in a Vite build; skip anything that is not a path or URL. */
function isUrlLike(specifier: string): boolean {
  return /^(\.{0,2}\/|https?:)/.test(specifier);
}

function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE)) {
    attributes[name!.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? "");
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}
