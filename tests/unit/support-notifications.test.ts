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
    notify(user.id, { type: "info", title: "First", message: "one" });
    notify(user.id, { type: "warning", title: "Second", message: "two" });
    expect(countNotifications(user.id)).toBe(2);
    expect(countUnread(user.id)).toBe(2);
    expect(listNotifications(user.id).map((n) => n.title)).toEqual(["Second", "First"]);
    expect(markAllRead(user.id)).toBe(2);
    expect(countUnread(user.id)).toBe(0);
    expect(countNotifications(user.id)).toBe(2);
  });

  test("a user can delete only their own notifications", async () => {
    const owner = await makeAccount("buyer");
    const stranger = await makeAccount("buyer");
    notify(owner.id, { title: "Mine", message: "private" });
    const [mine] = listNotifications(owner.id);
    expect(() => deleteNotification(stranger.id, mine!.id)).toThrow(AppError);
    expect(countNotifications(owner.id)).toBe(1);
    deleteNotification(owner.id, mine!.id);
    expect(countNotifications(owner.id)).toBe(0);
  });

  test("paging lists the right slice", async () => {
    const user = await makeAccount("buyer");
    for (let i = 0; i < 5; i++) notify(user.id, { title: `N${i}`, message: "m" });
    expect(listNotifications(user.id, { limit: 2, offset: 2 })).toHaveLength(2);
    expect(listNotifications(user.id, { limit: 2, offset: 4 })).toHaveLength(1);
  });
});

describe("support tickets", () => {
  test("buyers and vendors open tickets, are notified, and admins can close them", async () => {
    const buyer = await makeAccount("buyer");
    const vendor = await makeAccount("vendor");
    const admin = await makeAccount("admin");
    openTicket(buyer, { subject: "Refund", message: "Please refund my order." });
    const ticket = openTicket(vendor, { subject: "Payout", message: "When is my payout?" });
    const all = () => listAllTickets({ page: 1, limit: 10 }).items;
    expect(all().map((t) => t.subject).sort()).toEqual(["Payout", "Refund"]);
    expect(countUnread(buyer.id)).toBe(1);
    setTicketStatus(admin, ticket.id, "closed");
    expect(all().find((t) => t.id === ticket.id)?.status).toBe("closed");
    expect(() => setTicketStatus(admin, "missing", "closed")).toThrow(AppError);
  });

  test("admins cannot open tickets", async () => {
    const admin = await makeAccount("admin");
    expect(() => openTicket(admin, { subject: "Hi", message: "Hello" })).toThrow("Admins cannot open support tickets.");
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
