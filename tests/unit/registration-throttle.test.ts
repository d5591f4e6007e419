import { describe, expect, test } from "vitest";
import { action as registerAction } from "~/routes/_auth.register";
import { api, makeUser, uniqueEmail } from "../factories";

const account = (email: string) => ({ role: "buyer", name: "Rita Probe", email, password: "rita-pass-1", country: "Kenya" });

function registerViaApi(email: string, ip: string) {
  return api("POST", "auth/register", { json: account(email), headers: { "x-promptory-client-ip": ip } });
}

async function registerViaForm(email: string, ip: string, intent?: "next") {
  const form = new FormData();
  for (const [name, value] of Object.entries(account(email))) form.set(name, value);
  if (intent) form.set("intent", intent);
  const request = new Request("http://localhost/register", { method: "POST", body: form, headers: { "x-promptory-client-ip": ip } });
  const response = await registerAction({ request, params: {}, context: {} });
  return response instanceof Response ? response.status : (response as { init: ResponseInit | null }).init?.status ?? 200;
}

describe("registration tells at most 10 existing accounts an hour to one client address", () => {
  test("the API: 10 'already exists' answers, then 429 with Retry-After, for taken and free addresses alike", async () => {
    const taken = await Promise.all(Array.from({ length: 12 }, () => makeUser("buyer")));
    const ip = "198.51.100.20";
    const answers = await Promise.all(taken.map((user) => registerViaApi(user.email, ip)));
    expect(answers.filter((a) => a.status === 409)).toHaveLength(10);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(2);
    expect(limited[0]!.body).toMatchObject({ success: false, message: expect.stringMatching(/^Too many sign-up attempts/) });
    expect(Number(limited[0]!.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Now even a free address gets no answer about itself, so nothing more can be learnt.
    expect((await registerViaApi(uniqueEmail("free"), ip)).status).toBe(429);
    // Another client address is not affected.
    expect((await registerViaApi(uniqueEmail("free"), "198.51.100.21")).status).toBe(201);
  });

  test("new addresses never count: 15 sign-ups from one address all succeed", async () => {
    const ip = "198.51.100.30";
    for (let i = 0; i < 15; i++) expect((await registerViaApi(uniqueEmail("fresh"), ip)).status).toBe(201);
  });

  test("the form's 'Next' step and its final submit share the same count", async () => {
    const taken = await Promise.all(Array.from({ length: 10 }, () => makeUser("buyer")));
    const ip = "198.51.100.40";
    for (const [i, user] of taken.entries()) {
      expect(await registerViaForm(user.email, ip, i % 2 === 0 ? "next" : undefined)).toBe(409);
    }
    expect(await registerViaForm(taken[0]!.email, ip, "next")).toBe(429);
    expect(await registerViaForm(uniqueEmail("free"), ip)).toBe(429);
    expect(await registerViaForm(uniqueEmail("free"), "198.51.100.41", "next")).toBe(200);
  });
});
