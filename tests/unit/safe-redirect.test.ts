import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { safeRedirect } from "~/utils/roles";

/** Issue 23, point 15: after sign-in a redirect may only stay on this site, however it is spelled. */
const ORIGIN = "https://app.example";
const FALLBACK = "/home";

/** Where a browser goes for a Location header (the WHATWG parser is the browsers' own). */
const landsOn = (location: string) => new URL(location, ORIGIN).origin;

describe("safeRedirect", () => {
  test("keeps this site's paths, with their query and fragment", () => {
    for (const path of ["/", "/home/prompts?q=x", "/prompts/abc#reviews", "/prompts?q=hello%20world&page=2"]) {
      expect(safeRedirect(path, FALLBACK)).toBe(path);
    }
  });

  test.each([
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "/\t/evil.example/x",
    "/%09/evil.example/x".replace("%09", "\t"),
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\\/evil.example",
    "/\\\\evil.example",
    " //evil.example",
    "javascript:alert(1)",
    "/\u0000/evil.example",
  ])("refuses %j", (path) => {
    expect(safeRedirect(path, FALLBACK)).toBe(FALLBACK);
  });

  test("whatever it is given, the browser stays on this site", () => {
    const piece = fc.constantFrom("/", "\\", "\t", "\n", "\r", " ", ".", ":", "@", "%2f", "%5c", "%09", "evil.example", "home", "?", "#", "\u0000", "\u00a0");
    const spelled = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(fc.oneof(spelled, fc.string()), (to) => {
        const location = safeRedirect(to, FALLBACK);
        expect(landsOn(location)).toBe(ORIGIN);
        expect(location === FALLBACK || location === to).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  test("not a string: the fallback", () => {
    expect(safeRedirect(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect(undefined, FALLBACK)).toBe(FALLBACK);
  });
});

describe("the login form's redirectTo (issue 23, point 15)", () => {
  test("a tab-spelled protocol-relative path sends the signed-in buyer home, not off-site", async () => {
    const { makeBuyer, PASSWORD } = await import("../factories");
    const { action } = await import("~/routes/_auth.login");
    const buyer = await makeBuyer("Rita Redirect", "rita@example.com");
    for (const redirectTo of ["/\t/evil.example/x", "//evil.example", "/prompts?q=ok"]) {
      const body = new URLSearchParams({ email: buyer.email, password: PASSWORD, redirectTo });
      const response = (await action({ request: new Request("http://localhost/login", { method: "POST", body }), params: {}, context: {} })) as Response;
      expect(response).toHaveRedirect(redirectTo === "/prompts?q=ok" ? "/prompts?q=ok" : "/home");
    }
  });
});
