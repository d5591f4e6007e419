import { afterEach, expect, test, vi } from "vitest";
import { db } from "~/db/client.server";
import { categories } from "~/db/tables.server";
import { isUniqueViolation } from "~/db/driver-errors.server";
import { logError } from "~/utils/logger.server";

afterEach(() => vi.restoreAllMocks());

test("a failed query is logged as the database's error and its SQL, without the values it carried", async () => {
  const secret = "Secret prompt text 9f2c";
  await db.insert(categories).values({ name: secret });
  const error = await db.insert(categories).values({ name: secret }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(isUniqueViolation(error)).toBe(true);
  expect(isUniqueViolation(error, "users.email")).toBe(false);

  const lines: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => lines.push(String(chunk)) > 0);
  logError(error, { where: "test" });
  const line = JSON.parse(lines.join(""));
  expect(line).toMatchObject({ level: "error", where: "test", msg: expect.stringMatching(/^(UNIQUE constraint failed|duplicate key value violates unique constraint)/) });
  expect(line.query).toMatch(/^insert into "categories"/);
  // PostgreSQL's error carries the key's value in its detail: that is not logged either.
  expect(JSON.stringify(line)).not.toContain(secret);
});
