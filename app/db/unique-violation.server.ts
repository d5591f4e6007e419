type DriverError = { message?: unknown; code?: unknown; table?: unknown; detail?: unknown; cause?: unknown };

/**
 * Whether a write failed on a unique index, optionally on one column (`"users.email"`). Drizzle
 * wraps the driver's error (`DrizzleQueryError`, the driver's in `cause`); SQLite names the
 * column in its message, PostgreSQL answers code 23505 with the table and the key in `detail`.
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
      return !column || (table === tableName && String(detail).startsWith(`Key (${columnName})=`));
    }
  }
  return false;
}
