import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/** The parts of compose.yaml the tests read (issue 28 point 6). */
export type ComposeService = {
  build?: string;
  image?: string;
  env_file?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
};
export type ComposeFile = { services: Record<string, ComposeService>; volumes?: Record<string, unknown> };

export function readCompose(root = process.cwd()): ComposeFile {
  return parse(fs.readFileSync(path.join(root, "compose.yaml"), "utf8")) as ComposeFile;
}

/**
 * Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?message}` from `variables`:
 * a required one that is missing or empty throws its message, as `docker compose` refuses to start.
 */
export function interpolate(text: string, variables: Record<string, string | undefined>): string {
  return text.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest = "") => {
    const value = variables[name];
    if (value) return value;
    if (kind === "?") throw new Error(`${name}: ${rest}`);
    return kind === "-" ? rest : "";
  });
}
