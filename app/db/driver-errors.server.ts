export type DriverError = { message?: unknown; code?: unknown; table?: unknown; detail?: unknown; cause?: unknown };

/**
 * The error and each `cause` under it: drizzle wraps the driver's error (`DrizzleQueryError`, the
 * driver's in `cause`). Duck-typed: better-sqlite3 makes its errors in the first JavaScript
 * context that loaded it, so `instanceof` cannot tell them.
 */
export function* driverErrors(error: unknown): Generator<DriverError> {
  for (let found = error as DriverError | undefined; found && typeof found === "object"; found = found.cause as DriverError) yield found;
}

/**
 * Whether a write failed on a unique index, optionally on one column (`"users.email"`). SQLite
 * names the columns in its message, PostgreSQL answers code 23505 with the table and the key's
 * columns in `detail`; a key of several columns matches any of them.
 */
export function isUniqueViolation(error: unknown, column?: `${string}.${string}`): boolean {
  for (const { code, table, detail, message } of driverErrors(error)) {
    if (typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT") && String(message).startsWith("UNIQUE constraint failed")) {
      return !column || String(message).split(/[:,]\s*/).includes(column);
    }
    if (code === "23505") {
      const [tableName, columnName] = column?.split(".") ?? [];
      const keyColumns = /^Key \(([^)]*)\)=/.exec(String(detail))?.[1]?.split(/,\s*/) ?? [];
      return !column || (table === tableName && keyColumns.includes(columnName!));
    }
  }
  return false;
}

/** PostgreSQL aborted the transaction for another one's sake (serialization failure, deadlock): running it again may succeed. */
export function isConflict(error: unknown): boolean {
  for (const { code } of driverErrors(error)) if (code === "40001" || code === "40P01") return true;
  return false;
}
