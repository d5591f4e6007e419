import { describe, expect, test } from "vitest";
import { action } from "~/routes/_auth.register";
import { MAX_IMAGE_BYTES } from "~/schemas/fields";

// `data()` replies: what the route sends back to the page.
type Reply = {
  init?: { status?: number } | null;
  data: { step: 1 | 2; result: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
};

const STEP_ONE = { name: "Olive Oversize", email: "olive@example.com", password: "oversize-pass-1", country: "Ghana", role: "vendor" };
const STEP_TWO = { storeName: "Olive's Outlines", bio: "Outlines for essays, talks and reports." };
const oversizedCover = () => new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "cover.png", { type: "image/png" });

/** The registration form as the browser posts it: both steps, the cover between store name and bio, the button last. */
async function post(intent: "register" | "back"): Promise<Reply> {
  const body = new FormData();
  for (const [name, value] of Object.entries(STEP_ONE)) body.append(name, value);
  body.append("storeName", STEP_TWO.storeName);
  body.append("coverImage", oversizedCover());
  body.append("bio", STEP_TWO.bio);
  body.append("intent", intent);
  const request = new Request("http://localhost/register", { method: "POST", body });
  return (await action({ request, params: {}, context: {} })) as unknown as Reply;
}

describe("registration with a cover over 5 MB", () => {
  test("Register: the error is on the cover and every typed value comes back on step 2", async () => {
    const reply = await post("register");
    expect(reply.init?.status).toBe(413);
    expect(reply.data.step).toBe(2);
    expect(reply.data.result.error).toEqual({ coverImage: ["Image must be 5 MB or smaller"] });
    expect(reply.data.result.initialValue).toMatchObject({ ...STEP_ONE, ...STEP_TWO });
  });

  test("Back: step 1 with everything kept", async () => {
    const reply = await post("back");
    expect(reply.data.step).toBe(1);
    expect(reply.data.result.error).toBeUndefined();
    expect(reply.data.result.initialValue).toMatchObject({ ...STEP_ONE, ...STEP_TWO });
  });
});

describe("registration that came from a link (?redirectTo=, e.g. a team invitation)", () => {
  async function registerBuyer(email: string, search: string) {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...STEP_ONE, email, role: "buyer" })) body.append(name, value);
    body.append("intent", "register");
    const request = new Request(`http://localhost/register${search}`, { method: "POST", body, headers: { "x-promptory-client-ip": "10.7.0.1" } });
    return action({ request, params: {}, context: {} });
  }

  test("the new account lands on the page it came from", async () => {
    const answer = await registerBuyer("redirected@example.com", `?${new URLSearchParams({ redirectTo: "/teams/join/abc" })}`);
    expect(answer).toHaveRedirect("/teams/join/abc");
  });

  test("an address on another site is ignored: the buyer's home", async () => {
    const answer = await registerBuyer("not-redirected@example.com", `?${new URLSearchParams({ redirectTo: "//evil.example/x" })}`);
    expect(answer).toHaveRedirect("/home");
  });
});
