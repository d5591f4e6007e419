import { TransactionRollbackError } from "drizzle-orm";
import { transaction } from "~/db/client.server";

/**
 * Runs `fn` in a transaction that is rolled back after it, whether it returns or throws. The app's
 * own transactions inside become savepoints of this one: `fn` runs in transaction()'s context.
 */
export async function rolledBack<T>(fn: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await transaction(async (tx) => {
      result = await fn();
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return result as T;
}
