import { describe, expect, test } from "vitest";
import { FEATURE_SLUGS, featurePath, featureView } from "~/pages/feature-pages";

const FACTS = { previewsPerDay: 3, aiConfigured: true };

/** Issue 41 point 8: the feature pages' links, by who reads them. */
describe("featureView", () => {
  test("a visitor signs in and comes back to the feature, or creates an account that lands there", () => {
    expect(featureView("enhancer", FACTS, null).links).toEqual([
      { label: "Sign in to use the enhancer", to: "/login?redirectTo=%2Fenhance", primary: true },
      { label: "Create an account", to: "/register?redirectTo=%2Fenhance", primary: false },
    ]);
    expect(featureView("teams", FACTS, null).links[0]).toEqual({ label: "Sign in to create a team", to: "/login?redirectTo=%2Fhome%2Fteams", primary: true });
  });

  test("live preview's first link is the public catalogue, for everyone", () => {
    expect(featureView("live-preview", FACTS, null).links).toEqual([
      { label: "Browse prompts you can try", to: "/prompts", primary: true },
      { label: "Create an account", to: "/register?redirectTo=%2Fprompts", primary: false },
    ]);
    expect(featureView("live-preview", FACTS, "vendor").links).toEqual([{ label: "Browse prompts you can try", to: "/prompts", primary: true }]);
  });

  test("signed in, the feature itself; collections and teams tell others they are for buyers", () => {
    expect(featureView("collections", FACTS, "buyer")).toMatchObject({ links: [{ label: "Open your collections", to: "/home/collections", primary: true }], forOthers: null });
    expect(featureView("enhancer", FACTS, "admin").links).toEqual([{ label: "Open the prompt enhancer", to: "/enhance", primary: true }]);
    const forVendor = featureView("teams", FACTS, "vendor");
    expect(forVendor.links).toEqual([]);
    expect(forVendor.forOthers).toMatch(/^Teams are for buyer accounts/);
  });

  test("the live preview page states this server's runs a day, and says when AI is off", () => {
    expect(featureView("live-preview", FACTS, null).does.join(" ")).toContain("3 runs a day for each prompt");
    expect(featureView("live-preview", { previewsPerDay: 1, aiConfigured: true }, null).does.join(" ")).toContain("1 run a day for each prompt");
    expect(featureView("live-preview", FACTS, null).note).toBeNull();
    expect(featureView("live-preview", { ...FACTS, aiConfigured: false }, null).note).toMatch(/not available/);
  });

  test("every page links to the other three", () => {
    expect(FEATURE_SLUGS.map(featurePath)).toEqual(["/features/enhancer", "/features/live-preview", "/features/collections", "/features/teams"]);
    expect(featureView("teams", FACTS, null).others.map((other) => other.to)).toEqual(["/features/enhancer", "/features/live-preview", "/features/collections"]);
  });
});
