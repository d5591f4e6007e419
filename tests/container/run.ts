/**
 * `npm run test:container` (CONTRACT section 8, issue 10): builds the Dockerfile with podman and
 * runs the image for real, in production mode on a named volume, checking what a self-hoster
 * relies on. Where podman cannot run it says so on one line and exits 0. Everything it makes
 * (containers, volumes, the image) is removed at the end, also when a check fails.
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";
import sharp from "sharp";
import { interpolate, readCompose } from "../support/compose-file";
import { postgresBinaries, startPostgres } from "../support/postgres-server";
import { exitCode, jsonLogs, lastLines, Made, podman, run, state, waitForExit } from "./podman";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** This machine's podman set-up (issue 10); absent elsewhere, where podman pulls the base image. */
const SHARED = path.resolve(ROOT, "../shared/container");
const RUN_ID = `promptory-test-${Date.now().toString(36)}-${process.pid}`;
const ADMIN = { email: "owner@container.test", password: randomBytes(12).toString("base64url") };
const SETTINGS: Record<string, string> = {
  SESSION_SECRET: randomBytes(24).toString("hex"),
  PAYMENT_PROVIDER: "local",
  // Production mode requires the public address (mail links, Secure cookies); these checks follow no absolute link.
  APP_URL: "http://localhost:3000",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};

type Server = { container: string; base: string };
// `any`: the checks read JSON answers of several shapes.
type Reply = { status: number; body: any };

const made = new Made();
const pass = (message: string) => console.log(`ok  ${message}`);
const secondsSince = (start: number) => ((Date.now() - start) / 1000).toFixed(1);

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Runs prepare-podman where it exists (it ends by running a container); answers why podman cannot run, if so. */
function whyPodmanCannotRun(): string | undefined {
  const prepare = path.join(SHARED, "prepare-podman");
  if (fs.existsSync(prepare)) {
    const prepared = run("bash", [prepare]);
    if (prepared.code !== 0) return `prepare-podman failed: ${lastLines(prepared.output)}`;
    console.log(lastLines(prepared.stdout));
    return undefined;
  }
  const info = run("podman", ["info"]);
  if (info.code === 127) return "podman is not installed";
  return info.code === 0 ? undefined : lastLines(info.output);
}

/** The shared build args (this machine's npm registry and CA, base image built locally), else none. */
function buildOptions(): string[] {
  const helper = path.join(SHARED, "build-args");
  if (!fs.existsSync(helper)) return [];
  return ["--pull=never", ...run("bash", [helper]).stdout.trim().split(/\s+/)];
}

function buildImage(): string {
  const image = made.image(`localhost/${RUN_ID}`);
  console.log(`building ${image} (about 3 minutes)`);
  const start = Date.now();
  // Docker format: the OCI format has no HEALTHCHECK and podman would drop it. No layers: nothing
  // of the build stays behind but the image, which the clean-up removes.
  const args = ["build", "--format", "docker", "--layers=false", ...buildOptions(), "-t", image, "."];
  const built = run("podman", args, ROOT);
  if (built.code !== 0) throw new Error(`podman build failed:\n${lastLines(built.output, 40)}`);
  const size = podman("image", "inspect", "--format", "{{.Size}}", image);
  pass(`image built in ${secondsSince(start)} s (${Math.round(Number(size) / 1e6)} MB)`);
  return image;
}

function checkImage(image: string): void {
  const healthcheck = podman("image", "inspect", "--format", "{{json .Config.Healthcheck}}", image);
  assert(healthcheck.includes("/healthz"), `the image has no HEALTHCHECK on /healthz: ${healthcheck}`);
  const unwanted = ["tests", ".git", "data", ".e2e-data", "node_modules/vitest", "node_modules/typescript", "node_modules/@remix-run/dev"];
  const script = `for p in ${unwanted.join(" ")}; do [ -e "$p" ] && echo "$p"; done; find app -name '*.test.*'`;
  const found = podman("run", "--rm", image, "sh", "-c", script);
  assert(found === "", `the image holds what it should not:\n${found}`);
  pass("the image keeps its HEALTHCHECK on /healthz and holds no tests, .git, data or dev dependencies");
}

async function checkRefusalWithoutSecret(image: string): Promise<void> {
  const container = made.container(`${RUN_ID}-no-secret`);
  const volume = made.volume(`${RUN_ID}-no-secret`);
  const { SESSION_SECRET: _, ...withoutSecret } = SETTINGS;
  podman("run", "--detach", "--name", container, "--volume", `${volume}:/data`, ...envOptions(withoutSecret), image);
  await waitForExit(container, 30);
  const lines = jsonLogs(container);
  const errors = lines.filter((line) => line.level === "error");
  const logs = lines.map((line) => JSON.stringify(line)).join("\n");
  assert(exitCode(container) === 1, `without SESSION_SECRET the container exited ${exitCode(container)}, not 1:\n${logs}`);
  assert(errors.length === 1 && String(errors[0]!.msg).includes("SESSION_SECRET"), `expected one error line naming SESSION_SECRET:\n${logs}`);
  assert(!lines.some((line) => "stack" in line || /^\s+at /.test(String(line.text))), `the refusal shows a stack trace:\n${logs}`);
  pass(`without SESSION_SECRET the container exits 1 with one line: ${errors[0]!.msg}`);
}

function envOptions(settings: Record<string, string>): string[] {
  return Object.entries(settings).flatMap(([name, value]) => ["--env", `${name}=${value}`]);
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

async function startServer(name: string, image: string, volume: string): Promise<Server> {
  const port = await freePort();
  const container = made.container(`${RUN_ID}-${name}`);
  const publish = `127.0.0.1:${port}:3000`;
  podman("run", "--detach", "--name", container, "--publish", publish, "--volume", `${volume}:/data`, ...envOptions(SETTINGS), image);
  const server = { container, base: `http://127.0.0.1:${port}` };
  await waitForHealth(server);
  return server;
}

/** Until /healthz answers 200 {"status":"ok"}; fails at once when the container exits. */
async function waitForHealth({ container, base }: Server): Promise<void> {
  const until = Date.now() + 120_000;
  for (;;) {
    const response = await fetch(`${base}/healthz`).catch(() => undefined);
    if (response?.status === 200) {
      const body = await response.json();
      assert(body.status === "ok", `/healthz answered 200 with ${JSON.stringify(body)}`);
      return;
    }
    const logs = () => lastLines(run("podman", ["logs", container]).output, 20);
    if (state(container) === "exited") throw new Error(`${container} exited with ${exitCode(container)}:\n${logs()}`);
    if (Date.now() > until) throw new Error(`/healthz of ${container} did not answer 200 within 120 s:\n${logs()}`);
    await sleep(250);
  }
}

async function api(base: string, method: string, route: string, options: { token?: string; json?: unknown; form?: FormData } = {}): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers["Content-Type"] = "application/json";
  const body = options.json !== undefined ? JSON.stringify(options.json) : options.form;
  const response = await fetch(`${base}/api/v1/${route}`, { method, headers, body });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function signIn(base: string, email: string, password: string): Promise<{ token: string; role: string }> {
  const { status, body } = await api(base, "POST", "auth/login", { json: { email, password } });
  assert(status === 200 && body?.data?.token, `the sign-in of ${email} answered ${status}: ${body?.message}`);
  return { token: body.data.token, role: body.data.user.role };
}

/** The web login form, as a browser without JavaScript posts it, then the admin area with its cookie. */
async function signInOnTheWeb(base: string, email: string, password: string): Promise<void> {
  const response = await fetch(`${base}/login`, { method: "POST", body: new URLSearchParams({ email, password }), redirect: "manual" });
  const location = response.headers.get("location") ?? "";
  assert(response.status === 302 && location.endsWith("/admin"), `the login form answered ${response.status} ${location}`);
  const cookie = response.headers.getSetCookie().map((header) => header.split(";")[0]).join("; ");
  const page = await fetch(new URL(location, base), { headers: { cookie }, redirect: "manual" });
  assert(page.status === 200, `${location} answered ${page.status} with the session cookie`);
}

async function checkAccounts({ base }: Server): Promise<string> {
  const admin = await signIn(base, ADMIN.email, ADMIN.password);
  assert(admin.role === "admin", `${ADMIN.email} signed in as ${admin.role}, not admin`);
  pass("the admin made from ADMIN_EMAIL/ADMIN_PASSWORD signs in through POST /api/v1/auth/login");
  await signInOnTheWeb(base, ADMIN.email, ADMIN.password);
  pass("the admin signs in through the web login form and reaches /admin");
  const demo = await api(base, "POST", "auth/login", { json: { email: "admin@demo.test", password: "promptory-demo" } });
  assert(demo.status !== 200, "the demo admin admin@demo.test signs in: production seeded the demo");
  pass(`no demo accounts: admin@demo.test cannot sign in (${demo.status})`);
  return admin.token;
}

/** A vendor registers and lists a prompt with a PNG cover; answers the stored image's URL. */
async function uploadPromptImage({ base, container }: Server, adminToken: string): Promise<string> {
  const category = await api(base, "POST", "admin/create-category", { token: adminToken, json: { name: "Container checks" } });
  assert(category.status === 201, `creating a category answered ${category.status}: ${category.body?.message}`);
  const vendor = { email: "vendor@container.test", password: randomBytes(12).toString("base64url") };
  const store = { role: "vendor", name: "Container Vendor", country: "Kenya", storeName: "Container Store", bio: "Prompts that test the container." };
  const registered = await api(base, "POST", "auth/register", { json: { ...store, ...vendor } });
  assert(registered.status === 201, `registering a vendor answered ${registered.status}: ${registered.body?.message}`);
  const { token } = await signIn(base, vendor.email, vendor.password);

  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#7c3aed" } }).png().toBuffer();
  const form = new FormData();
  const fields = { title: "Container smoke test", description: "A prompt whose cover image must land in the volume.", categoryId: category.body.data.data._id, priceUsd: "4.99", content: "Describe the container you are running in.", tags: "test" };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("featuredImage", new Blob([new Uint8Array(png)], { type: "image/png" }), "cover.png");
  const created = await api(base, "POST", "prompt/create-prompt", { token, form });
  assert(created.status === 201, `creating a prompt answered ${created.status}: ${created.body?.message}`);
  const imageUrl: string = created.body.data.data.featuredImage;
  assert(/^\/uploads\/[\w-]+\.webp$/.test(imageUrl ?? ""), `the prompt's image is ${imageUrl}`);
  await expectImage(base, imageUrl);
  const stored = `/data${imageUrl}`;
  assert(run("podman", ["exec", container, "test", "-s", stored]).code === 0, `${stored} is not in the volume`);
  pass(`a vendor's prompt image upload is served at ${imageUrl} and stored in the volume as ${stored}`);
  return imageUrl;
}

async function expectImage(base: string, imageUrl: string): Promise<void> {
  const response = await fetch(`${base}${imageUrl}`);
  assert(response.status === 200 && response.headers.get("content-type") === "image/webp", `${imageUrl} answered ${response.status}`);
}

function checkNotRoot({ container }: Server): void {
  const execUid = podman("exec", container, "id", "-u");
  const serverUid = /^Uid:\s+(\d+)/m.exec(podman("exec", container, "cat", "/proc/1/status"))?.[1];
  const command = podman("exec", container, "cat", "/proc/1/cmdline").split("\0").filter(Boolean).join(" ");
  assert(execUid !== "0" && serverUid !== undefined && serverUid !== "0", `the server runs as uid ${serverUid} (exec as ${execUid})`);
  assert(command.startsWith("node "), `PID 1 is "${command}", not node`);
  pass(`the server runs as uid ${serverUid}, not root; PID 1 is "${command}"`);
}

function checkHealthcheck({ container }: Server): void {
  const result = run("podman", ["healthcheck", "run", container]);
  assert(result.code === 0, `podman healthcheck run failed (${result.code}): ${lastLines(result.output)}`);
  pass("the image's HEALTHCHECK passes (podman healthcheck run)");
}

function checkGracefulStop({ container }: Server): void {
  const start = Date.now();
  podman("stop", container); // SIGTERM, then SIGKILL after 10 s
  const took = secondsSince(start);
  assert(Number(took) < 10, `podman stop took ${took} s: the server ignored SIGTERM until it was killed`);
  assert(exitCode(container) === 0, `the container exited with ${exitCode(container)} after SIGTERM, not 0`);
  assert(jsonLogs(container).some((line) => line.msg === "stopped"), "the logs do not say the server stopped");
  pass(`podman stop returned in ${took} s, exit code 0, the logs say "stopped"`);
}

async function checkUserCreateInImage({ base, container }: Server): Promise<void> {
  const email = "second-admin@container.test";
  // A leading dash, which `--password VALUE` would take for an option: the README's `--password=VALUE` form holds it.
  const password = `-${randomBytes(12).toString("base64url")}`;
  const args = ["--role", "admin", "--email", email, `--password=${password}`, "--name", "Second Admin"];
  podman("exec", container, "node", "--import", "tsx", "scripts/user-create.ts", ...args);
  assert((await signIn(base, email, password)).role === "admin", `${email} is not an admin`);
  pass("podman exec <c> node --import tsx scripts/user-create.ts --role admin ... makes an admin who signs in");
}

/**
 * The README's backup and restore: a backup taken while the server runs, restored by a one-off
 * container into a new volume, on which a new server has the admin and the image.
 */
async function checkBackupAndRestore({ container }: Server, image: string, volume: string, imageUrl: string): Promise<void> {
  const file = "/data/backups/container-test.tar.gz";
  podman("exec", container, "node", "--import", "tsx", "scripts/db-backup.ts", file);
  podman("stop", container);
  const restoredVolume = made.volume(`${RUN_ID}-restored`);
  const restore = ["node", "--import", "tsx", "scripts/db-restore.ts", `/backup${file.replace("/data", "")}`];
  podman("run", "--rm", "--volume", `${restoredVolume}:/data`, "--volume", `${volume}:/backup:ro`, image, ...restore);
  const restored = await startServer("restored", image, restoredVolume);
  await expectImage(restored.base, imageUrl);
  await signIn(restored.base, ADMIN.email, ADMIN.password);
  pass("a backup taken while serving, restored by a one-off container into a new volume, serves the image and the admin");
}

async function checkContainer(): Promise<void> {
  const image = buildImage();
  checkImage(image);

  const volume = made.volume(`${RUN_ID}-data`);
  const first = await startServer("first", image, volume);
  pass(`/healthz answers 200 {"status":"ok"} at ${first.base}`);
  checkHealthcheck(first);
  checkNotRoot(first);
  const adminToken = await checkAccounts(first);
  const imageUrl = await uploadPromptImage(first, adminToken);
  checkGracefulStop(first);

  podman("rm", first.container);
  const second = await startServer("second", image, volume);
  await expectImage(second.base, imageUrl);
  await signIn(second.base, ADMIN.email, ADMIN.password);
  pass("after podman rm, a new container on the same volume serves the image and the admin still signs in");
  await checkUserCreateInImage(second);
  await checkBackupAndRestore(second, image, volume, imageUrl);
  await checkRefusalWithoutSecret(image);
  await checkOnPostgres(image);
}

/**
 * Issue 28: the same image on PostgreSQL as compose.yaml runs it: the app service's settings and
 * volume, its database and user made as the `db` service's image makes them (a user who owns the
 * database, not a superuser), on the test server this machine starts (host network, so the
 * container reaches its 127.0.0.1, which stands in for the host `db`; this machine cannot pull
 * `postgres:15`). Migrated at start, the admin from ADMIN_EMAIL signs in on the API and the web
 * form, and the container stops cleanly.
 */
async function checkOnPostgres(image: string): Promise<void> {
  if (!postgresBinaries()) return console.log("skipped: the image on PostgreSQL (no PostgreSQL server binaries here)");
  const postgres = await startPostgres();
  try {
    const { app, db } = readCompose().services;
    const variables = { POSTGRES_PASSWORD: randomBytes(12).toString("hex") };
    const dbSettings = Object.fromEntries(Object.entries(db!.environment!).map(([name, value]) => [name, interpolate(value, variables)]));
    await createOwnedDatabase(postgres.url(), dbSettings.POSTGRES_USER!, dbSettings.POSTGRES_PASSWORD!, dbSettings.POSTGRES_DB!);
    const databaseUrl = new URL(interpolate(app!.environment!.DATABASE_URL!, variables));
    databaseUrl.host = new URL(postgres.url()).host;
    const port = await freePort();
    const container = made.container(`${RUN_ID}-postgres`);
    const settings = { ...SETTINGS, PORT: String(port), DATABASE_URL: databaseUrl.toString() };
    const [volume, target] = app!.volumes![0]!.split(":");
    podman("run", "--detach", "--name", container, "--network", "host", "--volume", `${made.volume(`${RUN_ID}-pg-${volume}`)}:${target}`, ...envOptions(settings), image);
    const server = { container, base: `http://127.0.0.1:${port}` };
    await waitForHealth(server);
    const admin = await signIn(server.base, ADMIN.email, ADMIN.password);
    assert(admin.role === "admin", `${ADMIN.email} signed in on PostgreSQL as ${admin.role}, not admin`);
    await signInOnTheWeb(server.base, ADMIN.email, ADMIN.password);
    const logs = jsonLogs(container);
    assert(logs.some((line) => line.msg === "database ready" && String(line.database).startsWith("postgres://")), "no database ready line for PostgreSQL in the log");
    assert(!JSON.stringify(logs).includes(variables.POSTGRES_PASSWORD), "the database password is in the log");
    checkGracefulStop(server);
    pass("the image on PostgreSQL with compose.yaml's app settings, as the database's owner: migrated at start, the admin signs in on the API and the web form, a clean stop");
  } finally {
    postgres.stop();
  }
}

/** What the official image does with POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB, minus the superuser. */
async function createOwnedDatabase(serverUrl: string, user: string, password: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create role ${user} login password '${password}'`);
    await client.query(`create database ${database} owner ${user}`);
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const reason = whyPodmanCannotRun();
  if (reason) {
    console.log(`skipped: podman cannot run here: ${reason}`);
    return 0;
  }
  const start = Date.now();
  let code = 0;
  try {
    await checkContainer();
  } catch (error) {
    console.error(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
    code = 1;
  } finally {
    const left = made.removeAll();
    if (left.length > 0) {
      console.error(`could not remove: ${left.join("; ")}`);
      code = 1;
    }
  }
  console.log(`${code === 0 ? "passed" : "failed"}: the container test (${secondsSince(start)} s)`);
  return code;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    made.removeAll();
    process.exit(130);
  });
}
process.exitCode = await main();
