import { formatUsd } from "~/utils/format";
import { appUrl, renderMail, type RenderedMail } from "./layout.server";

/** One sold item as the ledger recorded it (the `transactions` row of the sale). */
export type SoldItem = { title: string; grossCents: number; platformFeeCents: number; vendorEarningsCents: number; feePercentage: number };

export type SaleNotice = { vendorName: string; storeName: string; items: SoldItem[] };

const sum = (items: SoldItem[], key: "grossCents" | "platformFeeCents" | "vendorEarningsCents") =>
  items.reduce((total, item) => total + item[key], 0);

/** To a vendor whose prompts sold in one payment: the items, the fee taken and what they earned. */
export function saleNotice({ vendorName, storeName, items }: SaleNotice): RenderedMail {
  const earnings = formatUsd(sum(items, "vendorEarningsCents"));
  const percentages = [...new Set(items.map((item) => item.feePercentage))];
  const feeLabel = percentages.length === 1 ? `Platform fee (${percentages[0]}%)` : "Platform fee";
  return renderMail({
    subject: items.length === 1 ? `You sold "${items[0]!.title}"` : `You sold ${items.length} prompts`,
    greeting: `Hi ${vendorName},`,
    paragraphs: [`Good news: your store ${storeName} made a sale. ${earnings} has been added to your balance.`],
    rows: [
      ...items.map(({ title, grossCents }): [string, string] => [title, formatUsd(grossCents)]),
      ["Sale amount", formatUsd(sum(items, "grossCents"))],
      [feeLabel, formatUsd(sum(items, "platformFeeCents"))],
      ["Your earnings", earnings],
    ],
    action: { label: "View your transactions", url: appUrl("/vendor/transactions") },
    footer: `You can turn off sale e-mails on your profile page: ${appUrl("/vendor/profile")}`,
  });
}
