import path from "node:path";
import { onCleanup, runToEnd } from "./processes";
import type { AppTree } from "./server";

export type BaselineTree = AppTree & { commit: string; remove(): Promise<void> };

async function git(args: string[], cwd: string): Promise<string> {
  const { code, stdout, stderr } = await runToEnd("git", args, { cwd });
  if (code !== 0) throw new Error(`git ${args.join(" ")} failed: ${stderr.trim()}`);
  return stdout.trim();
}

export async function currentCommit(root: string): Promise<string> {
  return git(["rev-parse", "HEAD"], root);
}

/**
 * A detached worktree of `ref` in `parentDir`, with a hard-linked copy of this tree's node_modules
 * (a superset of what the baseline needs as long as its lockfile is not newer than ours). It is
 * built by the caller and removed by `remove()` or by the cleanup.
 */
export async function addBaselineWorktree(root: string, ref: string, parentDir: string): Promise<BaselineTree> {
  const commit = await git(["rev-parse", "--verify", `${ref}^{commit}`], root);
  const dir = path.join(parentDir, "baseline");
  await git(["worktree", "add", "--detach", dir, commit], root);
  const remove = async () => {
    unregister();
    await git(["worktree", "remove", "--force", dir], root);
  };
  const unregister = onCleanup(remove);
  const linked = await runToEnd("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
  if (linked.code !== 0) throw new Error(`linking node_modules into the baseline failed: ${linked.stderr.trim()}`);
  return { root: dir, label: `baseline ${ref}`, commit, remove };
}
