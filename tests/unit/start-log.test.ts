import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { toJsonLine } from "../../scripts/log-lines";

const NOW = new Date("2026-11-22T10:00:00.000Z");
const parsed = (line: string, stream: "stdout" | "stderr" = "stdout") => JSON.parse(toJsonLine(line, stream, NOW)!);

describe("toJsonLine", () => {
  it("passes JSON lines through unchanged", () => {
    const line = '{"time":"2026-11-22T09:00:00.000Z","level":"warn","msg":"slow query"}';
    expect(toJsonLine(line, "stdout", NOW)).toBe(line);
  });

  it("turns morgan tiny request lines into request records without the query string", () => {
    expect(parsed("GET /store/cart?page=2&token=secret 200 5120 - 4.567 ms")).toEqual({
      time: NOW.toISOString(),
      level: "info",
      msg: "request",
      method: "GET",
      path: "/store/cart",
      status: 200,
      durationMs: 4.567,
    });
    expect(parsed("POST /login 302 - - 12.001 ms")).toMatchObject({ method: "POST", path: "/login", status: 302 });
  });

  it("keeps requests that never finished, with unknown status and duration", () => {
    expect(parsed("GET /slow - - - - ms")).toMatchObject({ msg: "request", status: null, durationMs: null });
  });

  it("wraps other lines as messages: info on stdout, warn on stderr", () => {
    expect(parsed("[remix-serve] http://localhost:3000")).toEqual({
      time: NOW.toISOString(),
      level: "info",
      msg: "[remix-serve] http://localhost:3000",
    });
    expect(parsed("Generated an empty chunk", "stderr")).toMatchObject({ level: "warn", msg: "Generated an empty chunk" });
    expect(parsed("{not json")).toMatchObject({ msg: "{not json" });
    expect(parsed("[1,2]")).toMatchObject({ msg: "[1,2]" });
  });

  it("strips colour codes and drops blank lines", () => {
    expect(parsed("\x1b[32m✓ built in 3.2s\x1b[39m")).toMatchObject({ msg: "✓ built in 3.2s" });
    expect(toJsonLine("   ", "stdout", NOW)).toBeNull();
  });
});

describe("client address preload", () => {
  const preload = fileURLToPath(new URL("../../scripts/client-ip-preload.js", import.meta.url));
  const echoServer = `
    const http = require("node:http");
    const server = http.createServer((req, res) => res.end(String(req.headers["x-promptory-client-ip"])));
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;

  it("sets x-promptory-client-ip to the socket address, overwriting what the client sent", async () => {
    const child = spawn(process.execPath, ["-e", echoServer], {
      env: { ...process.env, NODE_OPTIONS: `--import "${preload}"` },
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const [chunk] = (await once(child.stdout, "data")) as [Buffer];
      const url = `http://127.0.0.1:${chunk.toString().trim()}/`;
      const spoofed = await fetch(url, { headers: { "X-Promptory-Client-IP": "203.0.113.9" } });
      expect(await spoofed.text()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      child.kill();
    }
  });
});
