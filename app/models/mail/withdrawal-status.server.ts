import type { PayoutMethod } from "~/db/schema";
import { formatUsd } from "~/utils/format";
import { appUrl, renderMail, type RenderedMail } from "./layout.server";

/** What an admin did to the request: a rejection always comes with its reason. */
export type WithdrawalChange = { status: "approved" | "paid" } | { status: "rejected"; reason: string };

export type WithdrawalStatusMail = { vendorName: string; amountCents: number; payoutMethod: PayoutMethod } & WithdrawalChange;

const METHOD: Record<PayoutMethod, string> = { bank: "Bank transfer", paypal: "PayPal", crypto: "Crypto wallet" };

/** To the vendor when an admin approves, pays or rejects their withdrawal request. */
export function withdrawalStatus(mail: WithdrawalStatusMail): RenderedMail {
  const amount = formatUsd(mail.amountCents);
  return renderMail({
    subject: `Withdrawal of ${amount} ${mail.status}`,
    greeting: `Hi ${mail.vendorName},`,
    paragraphs: whatHappened(mail, amount),
    rows: [
      ["Amount", amount],
      ["Method", METHOD[mail.payoutMethod]],
      ["Status", mail.status.charAt(0).toUpperCase() + mail.status.slice(1)],
    ],
    action: { label: "Open your dashboard", url: appUrl("/vendor") },
  });
}

function whatHappened(mail: WithdrawalStatusMail, amount: string): string[] {
  switch (mail.status) {
    case "approved":
      return [`Your withdrawal of ${amount} was approved and will be paid soon.`];
    case "paid":
      return [`Your withdrawal of ${amount} has been paid to your payout account.`];
    case "rejected":
      return [`Your withdrawal of ${amount} was rejected. The amount is back in your balance.`, `Reason: ${mail.reason}`];
  }
}
