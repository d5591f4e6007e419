import { randomUUID } from "node:crypto";
import { REFUSED_DOMAIN } from "./mailbox";
import { expect, factories, test } from "./session";

/** The e2e server's database (SQLite or PostgreSQL): messages are put there as delivery would leave them. */
async function insertMessages(rows: { to: string; subject: string; text: string; status: "sent" | "failed"; lastError?: string; attempts: number; createdAt: number; nextAttemptAt?: number }[]) {
  await factories(); // first: the data layer reads DATABASE_URL when it is imported
  const { db } = await import("~/db/client.server");
  const { mailMessages } = await import("~/db/tables.server");
  await db.insert(mailMessages).values(
    rows.map((row) => ({
      id: randomUUID(),
      to: row.to,
      kind: "purchase-receipt" as const,
      subject: row.subject,
      text: row.text,
      html: `<p>${row.text}</p>`,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.nextAttemptAt === undefined ? null : new Date(row.nextAttemptAt),
      lastError: row.lastError ?? null,
      sentAt: row.status === "sent" ? new Date(row.createdAt) : null,
      createdAt: new Date(row.createdAt),
    })),
  );
}

test("an admin reads the outbox: newest first, status and error, the plain text on demand, and older pages", async ({ page, signIn }) => {
  const tag = randomUUID().slice(0, 8);
  // A moment of its own, ahead of the clock: no other test's messages (nor the other project's
  // run of this one) fall between these 22, so the pages below hold exactly what is asserted.
  const base = Date.now() + 3_600_000 + Math.floor(Math.random() * 1e9);
  const filler = Array.from({ length: 20 }, (_, i) => ({
    to: `filler-${i}-${tag}@e2e.test`,
    subject: `Filler ${i} ${tag}`,
    text: `Filler text ${i}`,
    status: "sent" as const,
    attempts: 1,
    createdAt: base - 1 - i,
  }));
  await insertMessages([
    ...filler,
    { to: `ann-${tag}@e2e.test`, subject: `Sale notice ${tag}`, text: `You sold a prompt (${tag}).`, status: "sent", attempts: 1, createdAt: base },
    {
      to: `bounce-${tag}@${REFUSED_DOMAIN}`,
      subject: `Receipt ${tag}`,
      text: `Thank you for your order ${tag}.\nReference: PR-${tag}`,
      status: "failed",
      attempts: 2,
      lastError: "Can't send mail - all recipients were rejected: 550 Mailbox unavailable",
      nextAttemptAt: base + 5 * 60_000,
      createdAt: base + 1,
    },
  ]);

  await signIn("admin");
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Outbox" }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await expect(page.getByText("They go out through the SMTP server in SMTP_URL")).toBeVisible();

  // The page of messages older than just after the receipt: the receipt first.
  await page.goto(`/admin/outbox?older=${base + 2}-0`);
  const receipt = page.getByRole("article", { name: `Receipt ${tag}` });
  const sale = page.getByRole("article", { name: `Sale notice ${tag}` });
  await expect(receipt).toContainText(`bounce-${tag}@${REFUSED_DOMAIN}`);
  await expect(receipt).toContainText("Failed (2 attempts)");
  await expect(receipt).toContainText("550 Mailbox unavailable");
  await expect(receipt).toContainText("Next attempt");
  await expect(sale).toContainText("Sent (1 attempt)");
  await expect(sale).not.toContainText("Last error");
  const subjects = await page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
  expect(subjects.slice(0, 4)).toEqual([`Receipt ${tag}`, `Sale notice ${tag}`, `Filler 0 ${tag}`, `Filler 1 ${tag}`]);
  expect(subjects).toHaveLength(20);

  const text = receipt.getByText(`Reference: PR-${tag}`);
  await expect(text).toBeHidden();
  await receipt.getByText("Plain text").click();
  await expect(text).toBeVisible();

  const pager = page.getByRole("navigation", { name: "Outbox pages" });
  await pager.getByRole("link", { name: "Older messages" }).click();
  await expect(page).toHaveURL(/\?older=\d+-\d+$/);
  await expect(page.getByRole("article").first()).toHaveAccessibleName(`Filler 18 ${tag}`);
  await expect(page.getByRole("article", { name: `Receipt ${tag}` })).toHaveCount(0);
  await pager.getByRole("link", { name: "Newer messages" }).click();
  await expect(page).toHaveURL(/\?newer=\d+-\d+$/);
  await expect(page.getByRole("article").first()).toHaveAccessibleName(`Receipt ${tag}`);
  await expect(page.getByRole("article").last()).toHaveAccessibleName(`Filler 17 ${tag}`);
});
