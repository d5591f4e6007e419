/**
 * Public pages that a visitor (nobody signed in) gets as plain HTML, without the app's JavaScript
 * (docs/decisions/0329). A route opts in with its `handle`; `enhance` loads the visitor pages'
 * one small progressive script (app/visitor/enhance.js) there.
 */
export type VisitorPageHandle = { visitorPage: { enhance: boolean } };

export const VISITOR_PAGE: VisitorPageHandle = { visitorPage: { enhance: false } };
export const ENHANCED_VISITOR_PAGE: VisitorPageHandle = { visitorPage: { enhance: true } };

/** What a document loads: the whole app, no script at all, or only the enhancement script. */
export type PageScripts = "app" | "none" | "enhance";

/**
 * `signedIn` is undefined where the root loader gave no answer (it failed): such a page keeps
 * the app, as does every page that no matched route marks as a visitor page.
 */
export function pageScripts(matches: readonly { handle?: unknown }[], signedIn: boolean | undefined): PageScripts {
  if (signedIn !== false) return "app";
  const page = matches.flatMap(({ handle }) => visitorPageOf(handle) ?? []).at(-1);
  if (!page) return "app";
  return page.enhance ? "enhance" : "none";
}

function visitorPageOf(handle: unknown): VisitorPageHandle["visitorPage"] | null {
  if (typeof handle !== "object" || handle === null || !("visitorPage" in handle)) return null;
  return (handle as VisitorPageHandle).visitorPage;
}
