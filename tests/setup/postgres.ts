import type { TestProject } from "vitest/node";
import { startPostgres } from "../support/postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The throwaway server's URL for a database name (`npm run test:postgres`). */
    postgresUrl: string;
  }
}

/** One PostgreSQL server for the run (tests/support/postgres-server.ts); each test file makes its own database on it. */
export default async function startServer(project: TestProject): Promise<() => void> {
  const server = await startPostgres();
  project.provide("postgresUrl", server.url());
  return () => server.stop();
}
