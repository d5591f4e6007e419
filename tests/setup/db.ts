import fs from "node:fs";
import path from "node:path";
import { afterAll } from "vitest";
import { makeScratchFolder } from "../support/ram-folder";

// What a test file sets in process.env stays in that file: files share a worker process (decision 0337).
const envBefore = { ...process.env };

// Every test file gets its own SQLite file and uploads folder (see docs/decisions/0005).
const dir = makeScratchFolder("promptory-test-");
process.env.DATABASE_URL = path.join(dir, "test.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");
process.env.SESSION_SECRET = "test-secret-current,test-secret-old";
process.env.LOG_LEVEL = "error";
// The test-only scrypt cost (production mode refuses it); tests/unit/password-hash.test.ts checks the standard one.
process.env.PASSWORD_HASH_COST = "test";
delete (globalThis as { __promptoryDb?: unknown }).__promptoryDb;

afterAll(() => {
  const db = (globalThis as { __promptoryDb?: { $client: { close(): void } } }).__promptoryDb;
  db?.$client.close();
  delete (globalThis as { __promptoryDb?: unknown }).__promptoryDb;
  fs.rmSync(dir, { recursive: true, force: true });
  for (const name of Object.keys(process.env)) if (!(name in envBefore)) delete process.env[name];
  Object.assign(process.env, envBefore);
});
