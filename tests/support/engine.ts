import { db } from "~/db/client.server";
import { postgresEngineOf } from "~/db/postgres.server";

/** Whether this file runs on PostgreSQL (`npm run test:postgres`'s model suites, tests/setup/postgres-models.ts). */
export const onPostgres = Boolean(postgresEngineOf(db));
