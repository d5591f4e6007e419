import { isUniqueViolation } from "~/db/unique-violation.server";

/** For `rejects.toSatisfy`: a write the database refused on a unique index (on `column` when named), on either engine. */
export const duplicateRefused = (column?: `${string}.${string}`) => (error: unknown) => isUniqueViolation(error, column);

/** For `rejects.toSatisfy`: a write a CHECK constraint refused (SQLite says so in its message, PostgreSQL answers 23514). */
export function checkRefused(error: unknown): boolean {
  for (let found = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; found && typeof found === "object"; found = found.cause as typeof found) {
    if (found.code === "23514" || (found.code === "SQLITE_CONSTRAINT_CHECK" && String(found.message).startsWith("CHECK constraint failed"))) return true;
  }
  return false;
}
