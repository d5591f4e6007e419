import { redirect } from "@remix-run/node";
import { describe, expect, test } from "vitest";
import { AppError } from "~/utils/app-error";

/** tests/setup/matchers.ts: each matcher passes on what it names and fails on everything else. */

describe("toHaveRedirect", () => {
  test("a redirect to the location passes; another location, status or a non-Response fails", () => {
    expect(redirect("/login?redirectTo=%2Fhome")).toHaveRedirect("/login?redirectTo=%2Fhome");
    expect(redirect("/login?redirectTo=%2Fhome")).toHaveRedirect(/^\/login\?/);
    expect(redirect("/vendor")).toHaveRedirect();
    expect(() => expect(redirect("/vendor")).toHaveRedirect("/vendor/store")).toThrow(/redirect to .*\/vendor\/store/);
    expect(() => expect(redirect("/vendor", 301)).toHaveRedirect("/vendor")).toThrow(/received status 301/);
    expect(() => expect(new Response("ok")).toHaveRedirect()).toThrow(/received status 200/);
    expect(() => expect({ status: 302 }).toHaveRedirect()).toThrow(/expected a Response/);
    expect(new Response("ok")).not.toHaveRedirect();
  });
});

describe("toThrowAppError", () => {
  const refuse = () => {
    throw new AppError(409, "This withdrawal is already paid");
  };

  test("a thrown or rejected AppError with that status (and message) passes", async () => {
    expect(refuse).toThrowAppError(409);
    expect(refuse).toThrowAppError(409, "This withdrawal is already paid");
    expect(refuse).toThrowAppError(409, /already paid/);
    await expect(Promise.reject(new AppError(404, "Not found"))).rejects.toThrowAppError(404, "Not found");
  });

  test("another status or message, another error, or nothing thrown fails", async () => {
    expect(() => expect(refuse).toThrowAppError(404)).toThrow(/received AppError 409/);
    expect(() => expect(refuse).toThrowAppError(409, "already paid")).toThrow(/received AppError 409/);
    expect(() => expect(() => { throw new Error("boom"); }).toThrowAppError(409)).toThrow(/expected AppError 409/);
    expect(() => expect(() => undefined).toThrowAppError(409)).toThrow(/nothing thrown/);
    await expect(expect(Promise.reject(new TypeError("x"))).rejects.toThrowAppError(400)).rejects.toThrow(/expected AppError 400/);
  });
});
