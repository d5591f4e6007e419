import { formatUsd } from "~/utils/format";
import { appUrl, renderMail, type RenderedMail } from "./layout.server";

type RefundedItem = { title: string; amountCents: number };

/** To the buyer: the payment was refunded and its prompts left My Prompts. */
export function buyerRefundNotice({ buyerName, reference, reason, items }: { buyerName: string; reference: string; reason: string; items: RefundedItem[] }): RenderedMail {
  const total = items.reduce((sum, item) => sum + item.amountCents, 0);
  return renderMail({
    subject: `Your payment ${reference} was refunded`,
    greeting: `Hi ${buyerName},`,
    paragraphs: [
      `We refunded your payment ${reference}: ${reason}`,
      `${formatUsd(total)} goes back to the card you paid with; your bank may take a few days to show it. The prompts below are no longer in My Prompts.`,
    ],
    rows: [...items.map(({ title, amountCents }): [string, string] => [title, formatUsd(amountCents)]), ["Refunded", formatUsd(total)]],
    action: { label: "Browse prompts", url: appUrl("/home/prompts") },
  });
}

/** To a vendor: a sale of theirs was refunded and its earnings taken back from their balance. */
export function vendorRefundNotice({ vendorName, storeName, reason, items }: { vendorName: string; storeName: string; reason: string; items: RefundedItem[] }): RenderedMail {
  const total = items.reduce((sum, item) => sum + item.amountCents, 0);
  return renderMail({
    subject: items.length === 1 ? `A sale of "${items[0]!.title}" was refunded` : `${items.length} sales were refunded`,
    greeting: `Hi ${vendorName},`,
    paragraphs: [`An admin refunded a purchase from your store ${storeName}: ${reason}`, `Your earnings from it (${formatUsd(total)}) were taken back from your balance.`],
    rows: [...items.map(({ title, amountCents }): [string, string] => [title, formatUsd(-amountCents)]), ["Earnings taken back", formatUsd(-total)]],
    action: { label: "View your transactions", url: appUrl("/vendor/transactions") },
  });
}
