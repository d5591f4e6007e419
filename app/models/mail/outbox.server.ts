import { db, type DB } from "~/db/client.server";
import { type MailKind } from "~/db/schema";
import { mailMessages } from "~/db/tables.server";
import { scheduleDelivery } from "./delivery.server";
import type { RenderedMail } from "./layout.server";

type Tx = Pick<DB, "insert">;

export type Mail = RenderedMail & { to: string; kind: MailKind; userId?: string };

/**
 * The one way any feature sends an e-mail. Pass the `tx` of the change the message is about: the
 * message is queued in that transaction (a rolled-back change sends nothing) and delivered after
 * it commits, never inside it (docs/decisions/0200).
 */
export async function queueMail(mail: Mail, tx: Tx = db): Promise<void> {
  await tx.insert(mailMessages)
    .values({ ...mail, status: "queued", nextAttemptAt: new Date() });
  scheduleDelivery();
}
