import { beforeAll, describe, expect, test } from "vitest";
import { api, makeAdmin, tokenFor } from "../factories";
import { signedIn, signedInVendor } from "../factories";

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

/** A multipart body whose part names the parser refuses (a script can send anything a browser would not). */
function malformedMultipart(partName: string): Request {
  const boundary = "----hostile";
  const body = [`--${boundary}`, `Content-Disposition: form-data; name="${partName}"`, "", "value", `--${boundary}--`, ""].join("\r\n");
  return new Request("http://localhost/register", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body,
  });
}

describe("a multipart form the parser cannot read", () => {
  test.each(["' OR '1'='1", ""])("part named %j: registration answers 400 with a message, not a 500", async (partName) => {
    const { action } = await import("~/routes/_auth.register");
    const reply = (await action({ request: malformedMultipart(partName), params: {}, context: {} })) as unknown as {
      init: { status?: number } | null;
      data: { result: { error?: Record<string, string[]> } };
    };
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result.error?.[""]).toEqual(["This form could not be read."]);
  });

  test("the vendor's new-prompt form answers 400 with a message, not a 500", async () => {
    const { action } = await import("~/routes/vendor.prompts.new");
    const { cookieFor } = await import("../factories");
    const vendor = await signedInVendor();
    const request = malformedMultipart("' OR '1'='1");
    request.headers.set("Cookie", await cookieFor(vendor.user));
    const reply = (await action({ request, params: {}, context: {} })) as unknown as {
      init: { status?: number } | null;
      data: { error?: Record<string, string[]> };
    };
    expect(reply.init?.status).toBe(400);
    expect(reply.data.error?.[""]).toEqual(["This form could not be read."]);
  });
});

describe("a field name nested thousands of levels deep", () => {
  // `[0]` 33,000 times: Conform's parse recursed once per level and overflowed the stack (a 500).
  const deepName = "[0]".repeat(33_334);

  test("the contact form answers 400 with its field errors, not a 500", async () => {
    const { action } = await import("~/routes/_public.contact");
    const body = new URLSearchParams([[deepName, "x"], ["name", "Ada"]]);
    const reply = (await action({ request: new Request("http://localhost/contact", { method: "POST", body }), params: {}, context: {} })) as unknown as {
      init: { status?: number } | null;
      data: { error?: Record<string, string[]> };
    };
    expect(reply.init?.status).toBe(400);
    expect(reply.data.error?.email).toEqual(["Email is required"]);
  });

  test("the login form answers 400, not a 500", async () => {
    const { action } = await import("~/routes/_auth.login");
    const body = new URLSearchParams([["email", "a@b.test"], [deepName, "x"]]);
    const reply = (await action({ request: new Request("http://localhost/login", { method: "POST", body }), params: {}, context: {} })) as unknown as {
      init: { status?: number } | null;
    };
    expect(reply.init?.status).toBe(400);
  });
});
