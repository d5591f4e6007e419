import { spawnSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

/** `output` is stdout and stderr together, for messages. */
export type Result = { code: number; stdout: string; output: string };

/** Runs a program to completion; a program that is missing gives 127. */
export function run(program: string, args: string[], cwd?: string): Result {
  const result = spawnSync(program, args, { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (result.error) return { code: 127, stdout: "", output: result.error.message };
  return { code: result.status ?? 128, stdout: result.stdout, output: `${result.stdout}${result.stderr}` };
}

export function lastLines(text: string, count = 1): string {
  return text.trim().split("\n").slice(-count).join("\n");
}

/** `podman ARGS`; throws with podman's last words when it fails, else answers its stdout trimmed. */
export function podman(...args: string[]): string {
  const result = run("podman", args);
  if (result.code !== 0) throw new Error(`podman ${args.map(hideValue).join(" ")} failed (${result.code}):\n${lastLines(result.output, 20)}`);
  return result.stdout.trim();
}

/** `--env NAME=value` arguments show as `NAME=…` in messages: values may be secrets. */
const hideValue = (arg: string) => arg.replace(/^([A-Z][A-Z0-9_]*)=.*/, "$1=…");

/** A container's log lines read as JSON (lines that are not JSON are kept as `{ text }`). */
export function jsonLogs(container: string): Record<string, unknown>[] {
  return run("podman", ["logs", container])
    .output.split("\n")
    .filter((line) => line.trim())
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return { text: line };
      }
    });
}

export const state = (container: string) => podman("inspect", "--format", "{{.State.Status}}", container);
export const exitCode = (container: string) => Number(podman("inspect", "--format", "{{.State.ExitCode}}", container));

/** Waits until the container has exited; throws when it is still running after `seconds`. */
export async function waitForExit(container: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (state(container) !== "exited") {
    if (Date.now() > until) throw new Error(`${container} is still running after ${seconds} s`);
    await sleep(250);
  }
}

/** Everything a run makes, removed at the end whatever happened. */
export class Made {
  private containers: string[] = [];
  private volumes: string[] = [];
  private images: string[] = [];

  container(name: string): string {
    this.containers.push(name);
    return name;
  }

  volume(name: string): string {
    this.volumes.push(name);
    return name;
  }

  image(name: string): string {
    this.images.push(name);
    return name;
  }

  /** Containers first (they hold the volumes and the image). Answers what could not be removed. */
  removeAll(): string[] {
    const left: string[] = [];
    const remove = (args: string[], name: string) => {
      const result = run("podman", [...args, name]);
      if (result.code !== 0) left.push(`${name}: ${lastLines(result.output)}`);
    };
    for (const name of this.containers.splice(0)) remove(["rm", "--force", "--time", "0", "--ignore"], name);
    for (const name of this.volumes.splice(0)) {
      if (run("podman", ["volume", "exists", name]).code === 0) remove(["volume", "rm", "--force"], name);
    }
    for (const name of this.images.splice(0)) remove(["rmi", "--force", "--ignore"], name);
    return left;
  }
}
