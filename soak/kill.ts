import fs from "node:fs";
import { collectDescendants, sleep } from "../bench/processes";

/** /proc/<pid>/stat's parent and process group (Linux); the name field may hold spaces. */
function stat(pid: number, task = ""): { ppid: number; pgrp: number; state: string } | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}${task && `/task/${task}`}/stat`, "utf8");
    const [state, ppid, pgrp] = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { state: state!, ppid: Number(ppid), pgrp: Number(pgrp) };
  } catch {
    return undefined;
  }
}

/**
 * Whether any thread of `pid` is still there: a killed process's main thread can be a zombie while
 * another thread still finishes a disk write, and its sockets stay open until the last one is gone.
 */
function running(pid: number): boolean {
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return false;
  }
  return tasks.some((task) => !["Z", "X"].includes(stat(pid, task)?.state ?? "X"));
}

/**
 * SIGKILL to every process group under `root` (the launcher's own, and the one it gives the
 * server, whose workers share it): the whole server dies at once, as on a power cut. Resolves
 * when none of those processes is left.
 */
export async function killProcessGroups(root: number): Promise<number> {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    const info = /^\d+$/.test(entry) ? stat(Number(entry)) : undefined;
    if (info) parents.set(Number(entry), info.ppid);
  }
  const pids = [root, ...collectDescendants(parents, root)];
  const groups = new Set(pids.map((pid) => stat(pid)?.pgrp).filter((pgrp): pgrp is number => pgrp !== undefined && pgrp > 1));
  for (const group of groups) {
    try {
      process.kill(-group, "SIGKILL");
    } catch {
      // already gone
    }
  }
  const alive = () => pids.some(running);
  for (let waited = 0; alive() && waited < 30_000; waited += 50) await sleep(50);
  return groups.size;
}
