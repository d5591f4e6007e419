import { describe, expect, test } from "vitest";
import { parseEnv } from "~/env.server";
import { emailTaken } from "~/models/users.server";
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

describe("at most 20 new accounts an hour from one client address (docs/decisions/0301)", () => {
  test("the API: 20 made, then 429 with Retry-After and nothing made; another address goes on", async () => {
    const ip = "198.51.100.50";
    for (let i = 0; i < 20; i++) expect((await registerViaApi(uniqueEmail("family"), ip)).status).toBe(201);
    const email = uniqueEmail("one-more");
    const refused = await registerViaApi(email, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/^Too many new accounts from your network\. Try again in \d+ minute\(s\)\.$/) });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await emailTaken(email)).toBe(false);
    expect((await registerViaApi(uniqueEmail("neighbour"), "198.51.100.51")).status).toBe(201);
  });

  test("the form answers 429 on the form; a registration that fails gives its place back", async () => {
    const ip = "198.51.100.60";
    const junkCover = new File([new Uint8Array(64).fill(7)], "cover.png", { type: "image/png" });
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...account(uniqueEmail("junk")), role: "vendor", storeName: "Junk Store" })) form.set(name, value);
      form.set("coverImage", junkCover);
      const answer = await api("POST", "auth/register", { body: form, headers: { "x-promptory-client-ip": ip } });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(429);
    }
    for (let i = 0; i < 20; i++) expect(await registerViaForm(uniqueEmail("form"), ip)).toBe(302);
    expect(await registerViaForm(uniqueEmail("form"), ip)).toBe(429);
  });
});

describe("the REGISTRATIONS_PER_HOUR setting", () => {
  test("20 unless given; a whole number from 1, anything else refused in one line", () => {
    expect(parseEnv({ SESSION_SECRET: "s" }).REGISTRATIONS_PER_HOUR).toBe(20);
    expect(parseEnv({ SESSION_SECRET: "s", REGISTRATIONS_PER_HOUR: " 200 " }).REGISTRATIONS_PER_HOUR).toBe(200);
    for (const value of ["0", "-1", "2.5", "lots"]) {
      expect(() => parseEnv({ SESSION_SECRET: "s", REGISTRATIONS_PER_HOUR: value })).toThrow(
        `REGISTRATIONS_PER_HOUR must be a whole number from 1 to 1000000, not "${value}"`,
      );
    }
  });
});
