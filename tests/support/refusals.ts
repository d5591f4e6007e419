import { driverErrors, isUniqueViolation } from "~/db/driver-errors.server";

/** For `rejects.toSatisfy`: a write the database refused on a unique index (on `column` when named), on either engine. */
export const duplicateRefused = (column?: `${string}.${string}`) => (error: unknown) => isUniqueViolation(error, column);

/** For `rejects.toSatisfy`: a write a CHECK constraint refused (SQLite says so in its message, PostgreSQL answers 23514). */
export function checkRefused(error: unknown): boolean {
  for (const { code, message } of driverErrors(error)) {
    if (code === "23514" || (code === "SQLITE_CONSTRAINT_CHECK" && String(message).startsWith("CHECK constraint failed"))) return true;
  }
  return false;
}
