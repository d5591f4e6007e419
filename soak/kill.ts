import fs from "node:fs";
import { collectDescendants, sleep } from "../bench/processes";

/** /proc/<pid>/stat's parent and process group (Linux); the name field may hold spaces. */
function stat(pid: number): { ppid: number; pgrp: number; state: string } | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const [state, ppid, pgrp] = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { state: state!, ppid: Number(ppid), pgrp: Number(pgrp) };
  } catch {
    return undefined;
  }
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
  const alive = () => pids.some((pid) => ["R", "S", "D", "T"].includes(stat(pid)?.state ?? "Z"));
  for (let waited = 0; alive() && waited < 10_000; waited += 50) await sleep(50);
  return groups.size;
}
