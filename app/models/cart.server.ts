import { count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cartItems } from "~/db/schema";

export function countCartItems(userId: string): number {
  return db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId)).get()?.n ?? 0;
}
