import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spawnTracked, stopProcessTree } from "./processes";
import { assertPortFree } from "./server";

const CHILD = fileURLToPath(new URL("./floor-server.ts", import.meta.url));

export type FloorServer = { url: string; bytes: number; stop(): Promise<void> };

/** Fetches the page once with `headers` and serves exactly those bytes from a separate process. */
export async function startFloorServer(pageUrl: string, headers: Record<string, string>, dir: string, port: number): Promise<FloorServer> {
  const response = await fetch(pageUrl, { headers, redirect: "manual" });
  if (response.status !== 200) throw new Error(`floor: GET ${pageUrl} answered ${response.status}`);
  await assertPortFree(port);
  const file = path.join(dir, "floor.html");
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  const child = spawnTracked(process.execPath, ["--import", "tsx", CHILD, file, String(port)], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`floor server exited (${code}) before listening`)));
  });
  return { url: `http://127.0.0.1:${port}`, bytes: fs.statSync(file).size, stop: () => stopProcessTree(child) };
}
