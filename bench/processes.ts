import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import fs from "node:fs";

/**
 * Child processes of the bench and the cleanup that stops them. Every child gets its own process
 * group, so a terminal Ctrl-C reaches only this process, which then stops the children in order
 * (servers get SIGTERM and time for a graceful stop) instead of all of them dying at once.
 */

type Cleanup = () => Promise<void> | void;
const cleanups = new Set<Cleanup>();
/** Set on a signal: no new child may start while the cleanup stops the others. */
let stopping = false;

/** Registers work for the end of the run (or for Ctrl-C); returns a function that unregisters it. */
export function onCleanup(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Runs the registered cleanups, newest first, each once, including any registered meanwhile. */
export async function runCleanups(): Promise<void> {
  while (cleanups.size) {
    const cleanup = [...cleanups].pop()!;
    cleanups.delete(cleanup);
    try {
      await cleanup();
    } catch (error) {
      console.error(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export function exitAfterCleanupOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      stopping = true;
      console.error(`\n${signal}: stopping the bench's processes`);
      void runCleanups().finally(() => process.exit(130));
    });
  }
}

export type Finished = { code: number; stdout: string; stderr: string };

/**
 * Runs a command to its end, output captured. It is stopped when `timeoutMs` passes (code 124)
 * and by the cleanup if the run is interrupted.
 */
export function runToEnd(command: string, args: string[], options: SpawnOptions & { timeoutMs?: number } = {}): Promise<Finished> {
  const { timeoutMs, ...spawnOptions } = options;
  const child = spawnTracked(command, args, { ...spawnOptions, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  let timedOut = false;
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
  const timer = timeoutMs === undefined ? undefined : setTimeout(() => ((timedOut = true), void stopProcessTree(child)), timeoutMs);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code: timedOut ? 124 : (code ?? (signal ? 128 : 1)), stdout, stderr });
    });
  });
}

/** Spawns a child in its own process group and registers a cleanup that stops its whole tree. */
export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  if (stopping) throw new Error("the bench is stopping");
  const child = spawn(command, args, { ...options, detached: true });
  const unregister = onCleanup(() => stopProcessTree(child));
  // A child whose tree was remembered keeps its cleanup: its orphans may outlive it.
  child.on("exit", () => {
    if (!rememberedTrees.has(child)) unregister();
  });
  return child;
}

/** A process as this run saw it: a pid alone could be reused by an unrelated process later. */
type ProcessRef = { pid: number; started: string };

const rememberedTrees = new WeakMap<ChildProcess, ProcessRef[]>();

/** Notes the child's current descendants, so they are stopped even if the child itself dies first. */
export function rememberTree(child: ChildProcess): void {
  if (child.pid === undefined) return;
  const known = rememberedTrees.get(child) ?? [];
  rememberedTrees.set(child, [...known, ...descendantsOf(child.pid)]);
}

/** SIGTERM to the child, then SIGKILL to whatever of its tree is left after `graceMs`. */
export async function stopProcessTree(child: ChildProcess, graceMs = 15_000): Promise<void> {
  const running = child.pid !== undefined && child.exitCode === null && child.signalCode === null;
  // Read before the SIGTERM: once a parent exits, its children can't be found below it.
  const tree = [...(running ? [processRef(child.pid!), ...descendantsOf(child.pid!)] : []), ...(rememberedTrees.get(child) ?? [])];
  if (running) {
    child.kill("SIGTERM");
    await Promise.race([new Promise((resolve) => child.once("exit", resolve)), sleep(graceMs)]);
  }
  await waitUntil(() => !tree.some(isRunning), graceMs / 3);
  for (const ref of tree.filter(isRunning)) killQuietly(ref.pid);
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // exited between the check and the kill
  }
}

/** Every process below `root`, from /proc (Linux). */
function descendantsOf(root: number): ProcessRef[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    const stat = /^\d+$/.test(entry) ? readStat(Number(entry)) : undefined;
    if (stat) parents.set(Number(entry), stat.ppid);
  }
  return collectDescendants(parents, root).map(processRef);
}

/** Given each pid's parent, the pids below `root`, parents before children. */
export function collectDescendants(parentOf: ReadonlyMap<number, number>, root: number): number[] {
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [pid, ppid] of parentOf) {
      if (ppid === parent && pid !== root && !found.includes(pid)) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

/** The fields of a /proc/<pid>/stat line this module needs: state, parent pid and start time (in clock ticks). */
export function parseStat(stat: string): { state: string; ppid: number; started: string } {
  // The command name (field 2) may contain spaces and parentheses: the fields after it follow the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state: fields[0]!, ppid: Number(fields[1]), started: fields[19]! };
}

function readStat(pid: number) {
  try {
    return parseStat(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return undefined;
  }
}

function processRef(pid: number): ProcessRef {
  return { pid, started: readStat(pid)?.started ?? "" };
}

function isRunning(ref: ProcessRef): boolean {
  const stat = readStat(ref.pid);
  return stat !== undefined && stat.started === ref.started && stat.state !== "Z";
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await sleep(100);
}
