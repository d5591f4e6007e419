import { spawn } from "node:child_process";
import { constants } from "node:os";
import readline from "node:readline";
import type { Readable, Writable } from "node:stream";
import { toJsonLine, type StreamName } from "./log-lines";

const FORWARDED_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/** Copies a child's output line by line as JSON log lines (scripts/log-lines.ts). */
export function pipeAsJsonLines(input: Readable, output: Writable, stream: StreamName): void {
  readline.createInterface({ input, crlfDelay: Infinity }).on("line", (line) => {
    const json = toJsonLine(line, stream);
    if (json) output.write(json + "\n");
  });
}

/**
 * Runs `node <args>` (the build) with its output turned into JSON lines and resolves with its
 * exit code. The child gets its own process group so a Ctrl-C reaches it once, through us.
 */
export function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  pipeAsJsonLines(child.stdout, process.stdout, "stdout");
  pipeAsJsonLines(child.stderr, process.stderr, "stderr");
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      for (const name of FORWARDED_SIGNALS) process.off(name, forward);
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}
