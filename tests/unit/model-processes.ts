import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";

const ROOT = path.resolve(__dirname, "../..");
const SCRIPT = path.resolve(__dirname, "fixtures/model-process.ts");

export type ModelProcess = {
  /** Resolves once the process has opened the database. */
  ready: Promise<void>;
  /** Runs one call of tests/unit/fixtures/model-process.ts there and answers its value. */
  call<T>(name: string, args: object): Promise<T>;
  /** Ends its input and waits for it to exit. */
  stop(): Promise<void>;
};

/** A separate OS process running the app's model code on this test file's database. */
export function startModelProcess(env: Record<string, string> = {}): ModelProcess {
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, ...env }, // the same DATABASE_URL as this test file
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const pending: { resolve(value: unknown): void; reject(error: Error): void }[] = [];
  let markReady = () => {};
  let failReady: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => ((markReady = resolve), (failReady = reject)));
  ready.catch(() => {}); // awaited by the test; this only keeps a late failure from being unhandled

  createInterface({ input: child.stdout }).on("line", (line) => {
    if (line === "ready") return markReady();
    const reply = JSON.parse(line) as { ok: boolean; value?: unknown; error?: string };
    const caller = pending.shift();
    if (reply.ok) caller?.resolve(reply.value);
    else caller?.reject(new Error(reply.error));
  });
  child.on("close", (code) => {
    const error = new Error(`model process exited with ${code}: ${stderr}`);
    failReady(error);
    for (const caller of pending.splice(0)) caller.reject(error);
  });

  return {
    ready,
    call<T>(name: string, args: object) {
      return new Promise<T>((resolve, reject) => {
        pending.push({ resolve: resolve as (value: unknown) => void, reject });
        child.stdin.write(`${JSON.stringify({ call: name, args })}\n`);
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const closed = once(child, "close");
      child.stdin.end();
      await closed;
    },
  };
}
