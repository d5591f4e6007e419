import { describe, expect, it } from "vitest";
import { ENHANCED_VISITOR_PAGE, pageScripts, VISITOR_PAGE } from "~/utils/visitor-page";

const root = { handle: undefined };
const layout = { handle: { slogan: "Your Shortcut to Genius" } };

describe("pageScripts: what a document loads (docs/decisions/0329)", () => {
  it("gives a visitor a marked page without the app, with the enhancement script where the page asks for it", () => {
    expect(pageScripts([root, layout, { handle: VISITOR_PAGE }], false)).toBe("none");
    expect(pageScripts([root, layout, { handle: ENHANCED_VISITOR_PAGE }], false)).toBe("enhance");
  });

  it("keeps the app for anyone signed in, on a page no route marks, and when the root loader gave no answer", () => {
    expect(pageScripts([root, { handle: VISITOR_PAGE }], true)).toBe("app");
    expect(pageScripts([root, layout, { handle: undefined }], false)).toBe("app");
    expect(pageScripts([root, { handle: VISITOR_PAGE }], undefined)).toBe("app");
  });

  it("follows the deepest marked route", () => {
    expect(pageScripts([root, { handle: ENHANCED_VISITOR_PAGE }, { handle: VISITOR_PAGE }], false)).toBe("none");
  });
});
