import { expect } from "vitest";
import { AppError } from "~/utils/app-error";

/**
 * Custom matchers for what tests used to check by hand (docs/decisions/0279):
 * - `expect(response).toHaveRedirect("/login")`: a 302 Response (the status of every redirect the
 *   app sends) whose Location is `location` (a string: exactly; a RegExp: matching); without
 *   `location`, any Location.
 * - `expect(() => act()).toThrowAppError(409, "Already paid")` and
 *   `await expect(promise).rejects.toThrowAppError(404)`: an AppError with that status and, when
 *   given, that message (a string: exactly; a RegExp: matching).
 */

type Text = string | RegExp;

interface AppMatchers<R = unknown> {
  toHaveRedirect(location?: Text): R;
  toThrowAppError(status: number, message?: Text): R;
}

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Assertion<T = any> extends AppMatchers<T> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AsymmetricMatchersContaining extends AppMatchers {}
}

/** A test that resets the module graph (vi.resetModules) meets an AppError of another class instance. */
const isAppError = (error: unknown): error is AppError =>
  error instanceof AppError || (error instanceof Error && error.name === "AppError" && typeof (error as AppError).status === "number");

const matches = (actual: string, expected: Text) => (typeof expected === "string" ? actual === expected : expected.test(actual));

/** What a callable threw (or undefined), or the value itself (`.rejects` hands over the error). */
function thrownBy(received: unknown): { threw: boolean; error: unknown } {
  if (typeof received !== "function") return { threw: true, error: received };
  try {
    received();
    return { threw: false, error: undefined };
  } catch (error) {
    return { threw: true, error };
  }
}

expect.extend({
  toHaveRedirect(received: unknown, location?: Text) {
    const { printReceived, printExpected } = this.utils;
    if (!(received instanceof Response)) {
      return { pass: false, message: () => `expected a Response, received ${printReceived(received)}` };
    }
    const actual = received.headers.get("Location");
    const isRedirect = received.status === 302 && actual !== null;
    const pass = isRedirect && (location === undefined || matches(actual, location));
    return {
      pass,
      message: () =>
        `expected ${this.isNot ? "no " : ""}redirect${location === undefined ? "" : ` to ${printExpected(location)}`}, ` +
        `received status ${received.status} with Location ${printReceived(actual)}`,
    };
  },

  toThrowAppError(received: unknown, status: number, message?: Text) {
    const { printReceived, printExpected } = this.utils;
    const { threw, error } = thrownBy(received);
    const pass =
      threw && isAppError(error) && error.status === status && (message === undefined || matches(error.message, message));
    const wanted = `AppError ${status}${message === undefined ? "" : ` ${printExpected(message)}`}`;
    const got = !threw
      ? "nothing thrown"
      : isAppError(error)
        ? `AppError ${error.status} ${printReceived(error.message)}`
        : printReceived(error);
    return { pass, message: () => `expected ${this.isNot ? "no " : ""}${wanted}, received ${got}` };
  },
});
