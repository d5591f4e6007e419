import { describe, expect, test } from "vitest";
import { AppError } from "~/utils/app-error";
import {
  countNotifications,
  countUnread,
  deleteNotification,
  listNotifications,
  markAllRead,
  notify,
} from "~/models/notifications.server";
import { listAllTickets, openTicket, setTicketStatus } from "~/models/support-tickets.server";
import { SupportTicketSchema } from "~/schemas/profile";
import { makeAccount } from "../factories";

describe("notifications", () => {
  test("notify, count, list newest first, mark all read", async () => {
    const user = await makeAccount("buyer");
    await notify(user.id, { type: "info", title: "First", message: "one" });
    await notify(user.id, { type: "warning", title: "Second", message: "two" });
    expect(await countNotifications(user.id)).toBe(2);
    expect(await countUnread(user.id)).toBe(2);
    expect((await listNotifications(user.id)).map((n) => n.title)).toEqual(["Second", "First"]);
    expect(await markAllRead(user.id)).toBe(2);
    expect(await countUnread(user.id)).toBe(0);
    expect(await countNotifications(user.id)).toBe(2);
  });

  test("a user can delete only their own notifications", async () => {
    const owner = await makeAccount("buyer");
    const stranger = await makeAccount("buyer");
    await notify(owner.id, { title: "Mine", message: "private" });
    const [mine] = await listNotifications(owner.id);
    await expect(deleteNotification(stranger.id, mine!.id)).rejects.toThrow(AppError);
    expect(await countNotifications(owner.id)).toBe(1);
    await deleteNotification(owner.id, mine!.id);
    expect(await countNotifications(owner.id)).toBe(0);
  });

  test("paging lists the right slice", async () => {
    const user = await makeAccount("buyer");
    for (let i = 0; i < 5; i++) await notify(user.id, { title: `N${i}`, message: "m" });
    expect(await listNotifications(user.id, { limit: 2, offset: 2 })).toHaveLength(2);
    expect(await listNotifications(user.id, { limit: 2, offset: 4 })).toHaveLength(1);
  });
});

describe("support tickets", () => {
  test("buyers and vendors open tickets, are notified, and admins can close them", async () => {
    const buyer = await makeAccount("buyer");
    const vendor = await makeAccount("vendor");
    const admin = await makeAccount("admin");
    await openTicket(buyer, { subject: "Refund", message: "Please refund my order." });
    const ticket = await openTicket(vendor, { subject: "Payout", message: "When is my payout?" });
    const all = async () => (await listAllTickets({ page: 1, limit: 10 })).items;
    expect((await all()).map((t) => t.subject).sort()).toEqual(["Payout", "Refund"]);
    expect(await countUnread(buyer.id)).toBe(1);
    await setTicketStatus(admin, ticket.id, "closed");
    expect((await all()).find((t) => t.id === ticket.id)?.status).toBe("closed");
    await expect(setTicketStatus(admin, "missing", "closed")).rejects.toThrow(AppError);
  });

  test("admins cannot open tickets", async () => {
    const admin = await makeAccount("admin");
    await expect(openTicket(admin, { subject: "Hi", message: "Hello" })).rejects.toThrow("Admins cannot open support tickets.");
  });

  test("blank subject or message after trimming: 'Please fill in all fields' for the form first, then each blank field marked", () => {
    const FILL_ALL = [[], "Please fill in all fields"];
    const SUBJECT = [["subject"], "Enter a subject"];
    const MESSAGE = [["message"], "Write your message"];
    const cases = [
      [{ subject: "   ", message: "\n\t" }, [FILL_ALL, SUBJECT, MESSAGE]],
      [{ subject: "Hi" }, [FILL_ALL, MESSAGE]],
      [{ message: "Hello" }, [FILL_ALL, SUBJECT]],
    ] as const;
    for (const [input, issues] of cases) {
      const result = SupportTicketSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual(issues);
    }
    expect(SupportTicketSchema.parse({ subject: " Hi ", message: " There " })).toEqual({ subject: "Hi", message: "There" });
  });
});
