import { expect, test } from "vitest";

// env() is read once per module instance: set APP_URL before anything imports the app.
process.env.APP_URL = "https://prompts.example.test";
const { onRequestOrigin } = await import("~/utils/public-url.server");

/** Issue 23, point 14: a share field names the host the user is on, not APP_URL's default. */

test("on another host than APP_URL's: the request's own origin", () => {
  const request = new Request("http://127.0.0.1:3206/prompts/abc?x=1");
  expect(onRequestOrigin("/prompts/abc", request)).toBe("http://127.0.0.1:3206/prompts/abc");
  expect(onRequestOrigin("store/v1", request)).toBe("http://127.0.0.1:3206/store/v1");
});

test("on APP_URL's host: APP_URL, with its scheme (a TLS proxy hands the app http requests)", () => {
  const request = new Request("http://prompts.example.test/vendor/store");
  expect(onRequestOrigin("/store/v1", request)).toBe("https://prompts.example.test/store/v1");
});
