import { beforeAll, describe, expect, test } from "vitest";
import { api, makeAdmin, tokenFor } from "./helpers";
import { signedIn, signedInVendor } from "./prompt-fixtures";

/**
 * Counterexamples the hostile-input properties (hostile-input-api.test.ts) found, kept as plain
 * regression tests so they run on every seed.
 */

let buyer: string;
let vendor: string;
let admin: string;

beforeAll(async () => {
  buyer = (await signedIn("buyer")).token;
  vendor = (await signedInVendor()).token;
  admin = await tokenFor(await makeAdmin());
});

describe("a page number past any list", () => {
  test.each([
    ["support-tickets", "buyer"],
    ["vendors/vendors", "admin"],
    ["notifications/all", "buyer"],
    ["prompt/prompts", "vendor"],
    ["admin/orders", "admin"],
  ] as const)("GET %s?page=99999999999999999999999999 is an empty page, not a 500", async (path, role) => {
    const token = { buyer, vendor, admin }[role];
    for (const page of ["99999999999999999999999999", "9007199254740993", "1e21"]) {
      const { status, body } = await api("GET", `${path}?page=${page}`, { token });
      expect(status, `${path}?page=${page}: ${body.message}`).toBe(200);
      expect(body.success).toBe(true);
    }
  });
});
