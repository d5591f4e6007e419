import { vi } from "vitest";
import { db } from "~/db/client.server";
import { postgresEngineOf } from "~/db/postgres.server";

/** Whether this file runs on PostgreSQL (`npm run test:postgres`'s model suites, tests/setup/postgres-models.ts). */
export const onPostgres = Boolean(postgresEngineOf(db));

/** Makes every statement of the process's database fail with `message` until the test's mocks are restored. */
export function failEveryStatement(message: string): void {
  const postgres = postgresEngineOf(db);
  if (postgres) {
    vi.spyOn(postgres.pool, "query").mockRejectedValue(new Error(message));
    return;
  }
  vi.spyOn(db.$client, "prepare").mockImplementation(() => {
    throw new Error(message);
  });
}
