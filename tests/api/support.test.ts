import { describe, expect, it } from "vitest";
import { listAllTickets } from "~/models/support-tickets.server";
import { api, makeAdmin, makeUser, tokenFor } from "../factories";

const ticket = { subject: "Payout question", message: "When are payouts sent?" };

describe("POST support-tickets", () => {
  it("opens a ticket for a buyer and a vendor with 201", async () => {
    for (const role of ["buyer", "vendor"] as const) {
      const user = await makeUser(role);
      const { status, body } = await api("POST", "support-tickets", { token: await tokenFor(user), json: ticket });
      expect(status).toBe(201);
      expect(body).toEqual({ success: true, message: "Support ticket submitted successfully!" });
      const { items } = await listAllTickets({ page: 1, limit: 100 });
      expect(items.some((t) => t.userEmail === user.email && t.subject === ticket.subject)).toBe(true);
    }
  });

  it("refuses admins with 403", async () => {
    const token = await tokenFor(await makeAdmin());
    const { status, body } = await api("POST", "support-tickets", { token, json: ticket });
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, message: "Admins cannot open support tickets." });
  });

  it("refuses blank fields with 422 'Please fill in all fields'", async () => {
    const token = await tokenFor(await makeUser("buyer"));
    for (const json of [{ subject: "   ", message: "Hello" }, { subject: "Hi" }]) {
      const { status, body } = await api("POST", "support-tickets", { token, json });
      expect(status).toBe(422);
      expect(body.message).toBe("Please fill in all fields");
    }
  });

  it("answers 401 without a token", async () => {
    expect((await api("POST", "support-tickets", { json: ticket })).status).toBe(401);
  });
});

/** A buyer with a fresh ticket, the buyer's token and an admin's token. */
async function ticketSetUp(subject = "Where is my invoice?") {
  const buyer = await makeUser("buyer");
  const token = await tokenFor(buyer);
  const adminToken = await tokenFor(await makeAdmin());
  await api("POST", "support-tickets", { token, json: { subject, message: "Please send it again." } });
  const { body } = await api("GET", "support-tickets", { token });
  return { buyer, token, adminToken, id: body.data.tickets[0]._id as string };
}

describe("GET support-tickets", () => {
  it("lists one's own tickets, newest first, paged", async () => {
    const { token } = await ticketSetUp("First");
    await api("POST", "support-tickets", { token, json: { subject: "Second", message: "More" } });
    const other = await tokenFor(await makeUser("vendor"));
    await api("POST", "support-tickets", { token: other, json: { subject: "Not yours", message: "Hidden" } });

    const { status, body } = await api("GET", "support-tickets?limit=1", { token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(body.data.tickets).toEqual([
      { _id: expect.any(String), subject: "Second", status: "open", createdAt: expect.any(String), lastActivityAt: expect.any(String) },
    ]);
    const second = await api("GET", "support-tickets?page=2&limit=1", { token });
    expect(second.body.data.tickets.map((t: { subject: string }) => t.subject)).toEqual(["First"]);
  });

  it("gives admins everyone's tickets with their authors, filtered by ?status=", async () => {
    const { buyer, adminToken, id } = await ticketSetUp();
    const { body } = await api("GET", "support-tickets?limit=100", { token: adminToken });
    expect(body.data.tickets.find((t: { _id: string }) => t._id === id)).toMatchObject({
      userId: { name: buyer.name, email: buyer.email, role: "buyer" },
      status: "open",
    });
    await api("PATCH", `support-tickets/${id}`, { token: adminToken, json: { status: "closed" } });
    const closed = await api("GET", "support-tickets?status=closed&limit=100", { token: adminToken });
    expect(closed.body.data.tickets.every((t: { status: string }) => t.status === "closed")).toBe(true);
    expect(closed.body.data.tickets.some((t: { _id: string }) => t._id === id)).toBe(true);
  });

  it("answers 401 without a token", async () => {
    expect((await api("GET", "support-tickets")).status).toBe(401);
  });
});

describe("a ticket's thread through the API", () => {
  it("the admin replies, the author reads and replies, the admin closes, no more replies", async () => {
    const { token, adminToken, id } = await ticketSetUp();

    const answer = await api("POST", `support-tickets/${id}/messages`, { token: adminToken, json: { message: "Sent again." } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: "Reply sent", data: { body: "Sent again.", author: { role: "admin" } } });

    const thread = await api("GET", `support-tickets/${id}`, { token });
    expect(thread.status).toBe(200);
    expect(thread.body.data).toMatchObject({ _id: id, subject: "Where is my invoice?", status: "answered" });
    expect(thread.body.data.messages.map((m: { body: string }) => m.body)).toEqual(["Please send it again.", "Sent again."]);
    const notified = await api("GET", "notifications/all", { token });
    expect(notified.body.data.notifications[0].message).toBe('Support replied to your ticket "Where is my invoice?".');

    const thanks = await api("POST", `support-tickets/${id}/messages`, { token, json: { message: "  Got it, thanks.  " } });
    expect(thanks.body.data.body).toBe("Got it, thanks.");

    const closed = await api("PATCH", `support-tickets/${id}`, { token: adminToken, json: { status: "closed" } });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ success: true, message: "Ticket closed", data: { _id: id, status: "closed" } });

    const late = await api("POST", `support-tickets/${id}/messages`, { token, json: { message: "One more thing" } });
    expect(late).toMatchObject({ status: 409, body: { success: false, message: "This ticket is closed." } });
    const again = await api("PATCH", `support-tickets/${id}`, { token: adminToken, json: { status: "closed" } });
    expect(again).toMatchObject({ status: 409, body: { success: false } });
  });

  it("someone else's ticket is a 404 whether read or replied to", async () => {
    const { id } = await ticketSetUp();
    const stranger = await tokenFor(await makeUser("buyer"));
    expect(await api("GET", `support-tickets/${id}`, { token: stranger })).toMatchObject({
      status: 404,
      body: { success: false, message: "Ticket not found." },
    });
    const reply = await api("POST", `support-tickets/${id}/messages`, { token: stranger, json: { message: "Hi" } });
    expect(reply.status).toBe(404);
    expect((await api("GET", "support-tickets/no-such-ticket", { token: stranger })).status).toBe(404);
  });

  it("only admins change the status (403), with a known status (422)", async () => {
    const { token, adminToken, id } = await ticketSetUp();
    expect((await api("PATCH", `support-tickets/${id}`, { token, json: { status: "closed" } })).status).toBe(403);
    const bad = await api("PATCH", `support-tickets/${id}`, { token: adminToken, json: { status: "solved" } });
    expect(bad).toMatchObject({ status: 422, body: { success: false, message: "Choose open, answered or closed" } });
  });

  it("refuses a blank reply with 422", async () => {
    const { token, id } = await ticketSetUp();
    const blank = await api("POST", `support-tickets/${id}/messages`, { token, json: { message: "   " } });
    expect(blank).toMatchObject({ status: 422, body: { success: false, message: "Write your reply first" } });
  });
});
