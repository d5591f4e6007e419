import { eq } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { db, transaction, firstRow } from "~/db/client.server";
import { mailMessages } from "~/db/tables.server";
import { renderMail } from "~/models/mail/layout.server";
import { queueMail } from "~/models/mail/outbox.server";

// Decision 0200: the delivery pass a queued message schedules runs after the causing transaction,
// also when that transaction is still open (awaiting) when the pass's timer fires.
const statusOf = async (to: string) => (await firstRow(db.select({ status: mailMessages.status }).from(mailMessages).where(eq(mailMessages.to, to)).limit(1)))?.status;

test("a delivery pass that fires while its transaction is still open waits for the commit", async () => {
  const to = "after-commit@example.test";
  const mail = { ...renderMail({ subject: "Receipt", greeting: "Hello,", paragraphs: ["Thanks."] }), to, kind: "purchase-receipt" as const };
  const inside = await transaction(async (tx) => {
    await queueMail(mail, tx);
    await new Promise((resolve) => setTimeout(resolve, 30)); // the pass's setImmediate has fired
    return await firstRow(tx.select({ status: mailMessages.status }).from(mailMessages).where(eq(mailMessages.to, to)).limit(1));
  });
  expect(inside?.status).toBe("queued");
  await vi.waitFor(async () => expect(await statusOf(to)).toBe("stored"));
});
