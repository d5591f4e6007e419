import { beforeEach, describe, expect, test } from "vitest";
import { env } from "~/env.server";
import { AppError } from "~/utils/app-error";
import { setSetting } from "~/models/settings.server";
import { openTicket, replyToTicket, setTicketStatus } from "~/models/support-tickets.server";
import type { User, Vendor } from "~/models/users.server";
import { approveWithdrawal, markWithdrawalPaid, rejectWithdrawal, requestWithdrawal } from "~/models/withdrawals.server";
import { buyCleared, makeAdmin, makeBuyer, makeVendor, payoutDetails, pricedPrompt } from "../factories";
import { mailsTo, onlyMailTo, row } from "./mail-fixtures";

describe("withdrawal status e-mails", () => {
  let vendor: Vendor;
  let vendorUser: User;

  beforeEach(async () => {
    await setSetting("platformFeePercentage", 20);
    await setSetting("minimumWithdrawalAmount", 10);
    await setSetting("maximumWithdrawalAmount", 100);
    ({ vendor, user: vendorUser } = await makeVendor());
    await buyCleared(await makeBuyer(), await pricedPrompt(vendor, 200));
  });

  const statusMails = () => mailsTo(vendorUser.email, "withdrawal-status");

  test("a request alone sends none; approved and paid each queue one, with the amount, the method and a dashboard link", async () => {
    const { id } = await requestWithdrawal(vendor, payoutDetails(75));
    expect(await statusMails()).toHaveLength(0);

    await approveWithdrawal(id);
    expect(await statusMails()).toHaveLength(1);
    const approved = (await statusMails())[0]!;
    expect(approved).toMatchObject({ userId: vendorUser.id, status: "queued", subject: "Withdrawal of $75.00 approved" });
    expect(row(approved.text, "Amount")).toBe("$75.00");
    expect(row(approved.text, "Method")).toBe("Bank transfer");
    expect(row(approved.text, "Status")).toBe("Approved");
    expect(approved.text).toContain(`${env().APP_URL}/vendor\n`);

    await markWithdrawalPaid(id);
    const [, paid, ...more] = await statusMails();
    expect(more).toHaveLength(0);
    expect(paid!.subject).toBe("Withdrawal of $75.00 paid");
    expect(row(paid!.text, "Status")).toBe("Paid");
  });

  test("a rejection queues one with the admin's reason; a refused second move queues nothing", async () => {
    const { id } = await requestWithdrawal(vendor, payoutDetails(40));
    await rejectWithdrawal(id, "The account name does not match the store owner.");
    const rejected = await onlyMailTo(vendorUser.email, "withdrawal-status");
    expect(rejected.subject).toBe("Withdrawal of $40.00 rejected");
    expect(rejected.text).toContain("Reason: The account name does not match the store owner.");
    expect(rejected.html).toContain("Reason: The account name does not match the store owner.");
    expect(row(rejected.text, "Status")).toBe("Rejected");

    await expect(approveWithdrawal(id)).rejects.toThrow(AppError);
    await expect(rejectWithdrawal(id, "Again.")).rejects.toThrow(AppError);
    expect(await statusMails()).toHaveLength(1);
  });

  test("an approved request rejected later: one e-mail each, the second with the reason", async () => {
    const { id } = await requestWithdrawal(vendor, payoutDetails(20));
    await approveWithdrawal(id);
    await rejectWithdrawal(id, "Bank details bounced.");
    expect((await statusMails()).map((mail) => mail.subject)).toEqual(["Withdrawal of $20.00 approved", "Withdrawal of $20.00 rejected"]);
    expect((await statusMails())[1]!.text).toContain("Reason: Bank details bounced.");
  });
});

describe("support ticket e-mails", () => {
  let admin: User;
  let buyer: User;

  beforeEach(async () => {
    admin = await makeAdmin();
    buyer = await makeBuyer("Ben Buyer");
  });

  const ticketMails = (user: User) => mailsTo(user.email, "ticket-update");

  test("opening a ticket and the author's own replies mail no one", async () => {
    const ticket = await openTicket(buyer, { subject: "Invoice", message: "Please send an invoice." });
    await replyToTicket(buyer, ticket.id, { message: "Any news?" });
    expect(await ticketMails(buyer)).toHaveLength(0);
    expect(await ticketMails(admin)).toHaveLength(0);
  });

  test("support's reply mails the author the reply and a link to the ticket page of the author's role", async () => {
    const ticket = await openTicket(buyer, { subject: "Invoice", message: "Please send an invoice." });
    await replyToTicket(admin, ticket.id, { message: "Sent to your e-mail.\nCheck the spam folder too." });
    const mail = await onlyMailTo(buyer.email, "ticket-update");
    expect(mail).toMatchObject({ userId: buyer.id, status: "queued", subject: 'New reply to your ticket "Invoice"' });
    expect(mail.text).toContain("Sent to your e-mail.");
    expect(mail.text).toContain("Check the spam folder too.");
    expect(mail.text).toContain(`${env().APP_URL}/home/tickets/${ticket.id}`);
    expect(await ticketMails(admin)).toHaveLength(0);

    const { user: vendorUser } = await makeVendor();
    const vendorTicket = await openTicket(vendorUser, { subject: "Payout", message: "When is my payout?" });
    await replyToTicket(admin, vendorTicket.id, { message: "Tomorrow." });
    expect((await onlyMailTo(vendorUser.email, "ticket-update")).text).toContain(`${env().APP_URL}/vendor/tickets/${vendorTicket.id}`);
  });

  test("a status change mails the author the new status; a refused change mails nothing", async () => {
    const ticket = await openTicket(buyer, { subject: "Invoice", message: "Please send an invoice." });
    await setTicketStatus(admin, ticket.id, "closed");
    const closed = await onlyMailTo(buyer.email, "ticket-update");
    expect(closed.subject).toBe('Your ticket "Invoice" was closed');
    expect(closed.text).toContain('Support closed your ticket "Invoice".');

    await expect(setTicketStatus(admin, ticket.id, "closed")).rejects.toThrow(AppError);
    await expect(replyToTicket(admin, ticket.id, { message: "Too late." })).rejects.toThrow(AppError);
    expect(await ticketMails(buyer)).toHaveLength(1);

    await setTicketStatus(admin, ticket.id, "open");
    expect((await ticketMails(buyer)).map((mail) => mail.subject)).toEqual(['Your ticket "Invoice" was closed', 'Your ticket "Invoice" was reopened']);
  });
});
