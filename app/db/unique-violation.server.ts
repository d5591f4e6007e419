type DriverError = { message?: unknown; code?: unknown; table?: unknown; detail?: unknown; cause?: unknown };

/**
 * Whether a write failed on a unique index, optionally on one column (`"users.email"`). Drizzle
 * wraps the driver's error (`DrizzleQueryError`, the driver's in `cause`); SQLite names the
 * columns in its message, PostgreSQL answers code 23505 with the table and the key's columns in
 * `detail`; a key of several columns matches any of them.
 * Duck-typed: better-sqlite3 makes its errors in the first JavaScript context that loaded it.
 */
export function isUniqueViolation(error: unknown, column?: `${string}.${string}`): boolean {
  for (let found = error as DriverError | undefined; found && typeof found === "object"; found = found.cause as DriverError) {
    const { code, table, detail, message } = found;
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
