import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { DEMO_PASSWORD } from "~/seed/accounts";
import { DEMO_PROMPTS } from "~/seed/catalogue";
import { freePort, killLeftovers, type Launcher, type LogLine, startLauncher } from "../unit/launcher-processes";
import { createDatabase } from "./databases";

/**
 * Issue 28: `npm start` with DATABASE_URL=postgres://… migrates PostgreSQL once in the primary,
 * seeds the demo, and its workers serve pages, search and the API from it.
 */

const launched: Launcher[] = [];
afterAll(() => killLeftovers(launched));

const readyWorkers = (lines: LogLine[]) => lines.filter((line) => line.msg === "worker ready").length;

test("the launcher on PostgreSQL: migrated, seeded, two workers serving the catalogue, search and a signed-in buyer", { timeout: 180_000 }, async () => {
  // The test server trusts local connections: the password is only there to be kept out of the log.
  const url = (await createDatabase("launcher_demo")).replace("postgres://postgres@", "postgres://postgres:s3cret-pw@");
  const port = await freePort();
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "promptory-pg-uploads-"));
  const launcher = startLauncher({ DATABASE_URL: url, UPLOADS_DIR: uploads, SEED_DEMO: "1", PAYMENT_PROVIDER: "local", PORT: String(port), WEB_CONCURRENCY: "2" });
  launched.push(launcher);
  await launcher.waitFor((lines) => readyWorkers(lines) === 2);
  const base = `http://127.0.0.1:${port}`;

  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  const catalogue = await fetch(`${base}/prompts`);
  expect(catalogue.status).toBe(200);
  expect(await catalogue.text()).toContain(DEMO_PROMPTS[0]!.title.replace(/&/g, "&amp;"));
  const search = await (await fetch(`${base}/api/v1/prompt/prompts?q=${encodeURIComponent(DEMO_PROMPTS[0]!.title)}`)).json();
  expect(search.data.map((prompt: { title: string }) => prompt.title)).toContain(DEMO_PROMPTS[0]!.title);

  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "buyer@demo.test", password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()).data;
  const auth = { Authorization: `Bearer ${token}` };
  const promptId = search.data.find((prompt: { title: string }) => prompt.title === DEMO_PROMPTS[0]!.title)._id;
  const added = await fetch(`${base}/api/v1/cart/add/${promptId}`, { method: "POST", headers: auth });
  expect([200, 409]).toContain(added.status); // 409: the demo buyer owns it already
  expect((await fetch(`${base}/api/v1/prompt/purchased`, { headers: auth })).status).toBe(200);
  expect((await fetch(`${base}/api/v1/cart/cart`, { headers: auth })).status).toBe(200);

  expect(launcher.lines).toContainEqual(expect.objectContaining({ msg: "database ready", database: expect.stringContaining("postgres:***@") }));
  expect(launcher.output()).not.toContain("s3cret-pw");
  expect(await launcher.stop()).toBe(0);
});
