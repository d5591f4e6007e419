/**
 * Child of the soak (`tsx soak/accounts.ts N password`, DATABASE_URL set): N generated buyers sharing one password hash (one
 * slow hash, not N), and the ids of the prompts they may buy. Prints one JSON line.
 */
import { count, eq, like } from "drizzle-orm";
import { closeDatabase, db, transaction, firstRow } from "~/db/client.server";
import { prompts, users } from "~/db/tables.server";
import { hashPassword } from "~/utils/password.server";

const [buyers, password] = [Number(process.argv[2]), process.argv[3]!];
const passwordHash = await hashPassword(password);
const already = (await firstRow(db.select({ n: count() }).from(users).where(like(users.email, "soak-%")).limit(1)))!.n;
await transaction(async (tx) => {
  for (let i = already; i < buyers; i++) {
    await tx.insert(users).values({ email: `soak-${i}@soak.test`, name: `Soak Buyer ${i}`, country: "Kenya", role: "buyer", passwordHash });
  }
});
const listed = await db.select({ id: prompts.id }).from(prompts).where(eq(prompts.listed, true)).limit(40);
await closeDatabase();
console.log(JSON.stringify({ emails: Array.from({ length: buyers }, (_, i) => `soak-${i}@soak.test`), promptIds: listed.map((p) => p.id) }));
