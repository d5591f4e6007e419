import { formatDateTime, formatUsd } from "~/utils/format";
import { appUrl, renderMail, type RenderedMail } from "./layout.server";

export type ReceiptItem = { title: string; store: string; amountCents: number };

export type PurchaseReceipt = {
  buyerName: string;
  reference: string;
  paidAt: Date;
  items: ReceiptItem[];
};

/** To the buyer once a paid checkout is fulfilled: what they bought, from whom, for how much. */
export function purchaseReceipt({ buyerName, reference, paidAt, items }: PurchaseReceipt): RenderedMail {
  const totalCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  return renderMail({
    subject: `Your Promptory receipt ${reference}`,
    greeting: `Hi ${buyerName},`,
    paragraphs: [
      `Thank you for your purchase. ${items.length === 1 ? "Your prompt is" : `Your ${items.length} prompts are`} ready in My Prompts.`,
    ],
    rows: [
      ...items.map(({ title, store, amountCents }): [string, string] => [`${title} (${store})`, formatUsd(amountCents)]),
      ["Total", formatUsd(totalCents)],
      ["Payment reference", reference],
      ["Date", formatDateTime(paidAt)],
    ],
    action: { label: "Open My Prompts", url: appUrl("/home/prompts") },
    footer: "You receive a receipt for every purchase on Promptory. Keep it for your records.",
  });
}
