import { describe, expect, test } from "vitest";
import { registerReason, signInReason } from "~/utils/sign-in-reason";

/** Issue 41 point 8: the sign-in page says why the visitor is there, by where it sends them back. */
describe("signInReason", () => {
  test("names the feature behind a known destination", () => {
    expect(signInReason("/enhance")).toBe("Sign in to use the prompt enhancer.");
    expect(signInReason("/home/collections")).toBe("Sign in to keep prompts in collections.");
    expect(signInReason("/home/collections/save/p1?redirectTo=%2Fprompts")).toBe("Sign in to keep prompts in collections.");
    expect(signInReason("/home/teams")).toBe("Sign in to share prompts with your team.");
    expect(signInReason("/home/teams/t1")).toBe("Sign in to share prompts with your team.");
  });

  test("a prompt page's Try it link, not the prompt page alone (Add to cart returns there and says its own why)", () => {
    expect(signInReason("/prompts/abc123#try-it-heading")).toBe("Sign in to try this prompt.");
    expect(signInReason("/prompts/abc123")).toBeNull();
    expect(signInReason("/prompts#try-it-heading")).toBeNull();
  });

  test("reads the path as the router does: any letter case, escaped letters, a query", () => {
    expect(signInReason("/Enhance")).toBe("Sign in to use the prompt enhancer.");
    expect(signInReason("/%65nhance?from=landing")).toBe("Sign in to use the prompt enhancer.");
    expect(signInReason("/home/%E0%A4%A")).toBeNull();
  });

  test("nothing for an unknown, empty or foreign destination", () => {
    for (const to of [null, undefined, "", "/home", "/home/prompts", "/enhancer", "/home/teamsx", "https://evil.example/enhance", "//evil.example/enhance"]) {
      expect(signInReason(to), String(to)).toBeNull();
    }
  });

  test("the registration page says the same with its own verb", () => {
    expect(registerReason("/enhance")).toBe("Create an account to use the prompt enhancer.");
    expect(registerReason("/home/teams")).toBe("Create an account to share prompts with your team.");
    expect(registerReason("/home")).toBeNull();
  });
});
