import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterEach, describe, expect, test } from "vitest";
import { RestartBudget } from "../../scripts/restart-budget";
import { MAX_WORKERS, SettingError, webConcurrency } from "../../scripts/web-concurrency";
import { freePort, killLeftovers, startLauncher as startLauncherProcess, type Launcher, type LogLine } from "./launcher-processes";

const ROOT = path.resolve(__dirname, "../..");

describe("WEB_CONCURRENCY", () => {
  test("unset or empty: one worker per core, at most 64", () => {
    expect(webConcurrency(undefined, 2)).toBe(2);
    expect(webConcurrency("", 8)).toBe(8);
    expect(webConcurrency("  ", 1)).toBe(1);
    expect(webConcurrency(undefined, 128)).toBe(MAX_WORKERS);
  });

  test("a whole number from 1 to 64, blanks around it allowed", () => {
    expect(webConcurrency("1", 2)).toBe(1);
    expect(webConcurrency(" 3 ", 2)).toBe(3);
    expect(webConcurrency("64", 2)).toBe(64);
  });

  test.each(["0", "65", "-1", "1.5", "2e1", "abc", "0x10", "four"])("refuses %j with a message that names the setting", (value) => {
    expect(() => webConcurrency(value, 2)).toThrow(SettingError);
    expect(() => webConcurrency(value, 2)).toThrow(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${value}"`);
  });
});

describe("restart budget", () => {
  test("allows max restarts within the window, and more once old ones have left it", () => {
    const budget = new RestartBudget(3, 60_000);
    expect([0, 10, 20].map((t) => budget.take(t))).toEqual([true, true, true]);
    expect(budget.take(59_999)).toBe(false);
    expect(budget.take(60_000)).toBe(true);
    expect(budget.take(60_001)).toBe(false);
  });
});

describe("serving (server/serve.ts)", () => {
  function startSlowServer() {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "tests/unit/fixtures/slow-server.ts")], {
      env: { ...process.env, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const next = async () => JSON.parse(String((await lines.next()).value)) as LogLine;
    return { child, next };
  }

  test("answers the request in flight, survives the second signal, and exits once the server has closed", async () => {
    const { child, next } = startSlowServer();
    try {
      const { port } = await next();
      expect((await next()).msg).toBe("timeouts");
      const answer = fetch(`http://127.0.0.1:${port}/slow`);
      expect((await next()).msg).toBe("got /slow");
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      expect((await next()).msg).toMatch(/^stopping/);
      child.kill("SIGTERM"); // the process group's copy: it must not start a second stop or kill the process
      expect(await (await answer).text()).toBe("done /slow");
      expect(await exited).toEqual([0, null]);
    } finally {
      child.kill("SIGKILL");
    }
  });

  test("idle connections stay open 65 s (Node's 5 s resets clients that reuse them just then)", async () => {
    const { child, next } = startSlowServer();
    try {
      await next();
      expect(await next()).toMatchObject({ keepAlive: 65_000, headers: 66_000 });
    } finally {
      child.kill("SIGKILL");
    }
  });
});

/** The launcher with a database of its own, no demo data and the local gateway, unless `env` says otherwise. */
function startLauncher(env: Record<string, string>): Launcher {
  const dir = path.dirname(process.env.DATABASE_URL!);
  return startLauncherProcess({
    DATABASE_URL: path.join(dir, "launcher.db"),
    UPLOADS_DIR: path.join(dir, "launcher-uploads"),
    SEED_DEMO: "0",
    PAYMENT_PROVIDER: "local",
    ...env,
  });
}

const readyPids = (lines: LogLine[]) => lines.filter((line) => line.msg === "worker ready").map((line) => line.pid as number);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A form post whose body arrives in two halves, the second only when `finish()` is called. */
function slowFormPost(port: number, pathname: string, form: Record<string, string>) {
  const body = new URLSearchParams(form).toString();
  const half = Math.floor(body.length / 2);
  const request = http.request({
    host: "127.0.0.1",
    port,
    path: pathname,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", async (response) => {
      let text = "";
      for await (const chunk of response) text += chunk;
      resolve({ status: response.statusCode!, text });
    });
  });
  request.write(body.slice(0, half));
  return { answered, finish: () => request.end(body.slice(half)) };
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(true));
  });

describe("the launcher (real processes)", () => {
  const launched: Launcher[] = [];
  afterEach(() => killLeftovers(launched));

  test("refuses a bad WEB_CONCURRENCY with one error line and exit code 1", async () => {
    const launcher = startLauncher({ WEB_CONCURRENCY: "many" });
    launched.push(launcher);
    const [code] = await launcher.exited;
    expect(code).toBe(1);
    expect(launcher.lines).toEqual([
      expect.objectContaining({ level: "error", msg: 'WEB_CONCURRENCY must be a whole number from 1 to 64, not "many"' }),
    ]);
  });

  // Builds the app first when build/ is missing, as `npm start` does.
  test("two workers share the port; a killed one is replaced; SIGTERM to the group stops them all", { timeout: 180_000 }, async () => {
    const port = await freePort();
    const launcher = startLauncher({ WEB_CONCURRENCY: "2", PORT: String(port) });
    launched.push(launcher);
    await launcher.waitFor((lines) => readyPids(lines).length === 2);
    const [first, second] = readyPids(launcher.lines) as [number, number];
    expect(first).not.toBe(second);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    process.kill(first, "SIGKILL");
    await launcher.waitFor((lines) => readyPids(lines).length === 3);
    const replacement = readyPids(launcher.lines)[2]!;
    expect([first, second]).not.toContain(replacement);
    expect(launcher.lines).toContainEqual(expect.objectContaining({ msg: "worker exited", pid: first, signal: "SIGKILL" }));
    for (let i = 0; i < 4; i++) expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    process.kill(-launcher.child.pid!, "SIGTERM");
    expect(await launcher.exited).toEqual([0, null]);
    expect(launcher.lines.at(-1)).toMatchObject({ msg: "stopped", code: 0 });
    expect([second, replacement].filter(alive)).toEqual([]);
  });

  test("WEB_CONCURRENCY=1 serves with one worker, and SIGTERM to the launcher alone stops it", { timeout: 180_000 }, async () => {
    const port = await freePort();
    const launcher = startLauncher({ WEB_CONCURRENCY: "1", PORT: String(port) });
    launched.push(launcher);
    await launcher.waitFor((lines) => readyPids(lines).length === 1);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    launcher.child.kill("SIGTERM");
    expect(await launcher.exited).toEqual([0, null]);
    expect(readyPids(launcher.lines)).toHaveLength(1);
    expect(readyPids(launcher.lines).filter(alive)).toEqual([]);
  });

  test.each(["SIGTERM", "SIGINT"] as const)("%s during a slow request: new connections are refused, the request is answered, the database is checkpointed and closed, exit 0", { timeout: 180_000 }, async (signal) => {
    const port = await freePort();
    const launcher = startLauncher({ WEB_CONCURRENCY: "1", PORT: String(port) });
    launched.push(launcher);
    await launcher.waitFor((lines) => readyPids(lines).length === 1);
    const databaseFile = path.join(path.dirname(process.env.DATABASE_URL!), "launcher.db");

    const login = slowFormPost(port, "/login", { email: "nobody@example.com", password: "not-the-password" });
    await new Promise((resolve) => setTimeout(resolve, 300)); // the worker has the headers: the request is in flight
    launcher.child.kill(signal); // the launcher alone, as `podman stop` signals PID 1
    await launcher.waitFor((lines) => lines.some((line) => line.msg === "stopping workers"));
    await expect.poll(() => refusesConnections(port), { timeout: 3_000 }).toBe(true);
    expect(launcher.child.exitCode).toBeNull(); // still finishing the request in flight

    login.finish();
    const answer = await login.answered;
    expect(answer.status).toBe(401);
    expect(answer.text).toContain("Invalid email or password");
    expect(await launcher.exited).toEqual([0, null]);
    expect(launcher.lines.at(-1)).toMatchObject({ msg: "stopped", code: 0 });
    // The last connection closed after a TRUNCATE checkpoint: no write-ahead log is left behind.
    expect(fs.existsSync(`${databaseFile}-wal`)).toBe(false);
  });
});
