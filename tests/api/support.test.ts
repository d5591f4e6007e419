import { describe, expect, it } from "vitest";
import { listTickets } from "~/models/support.server";
import { api, makeAdmin, makeUser, tokenFor } from "./helpers";

const ticket = { subject: "Payout question", message: "When are payouts sent?" };

describe("POST support-tickets", () => {
  it("opens a ticket for a buyer and a vendor with 201", async () => {
    for (const role of ["buyer", "vendor"] as const) {
      const user = await makeUser(role);
      const { status, body } = await api("POST", "support-tickets", { token: await tokenFor(user), json: ticket });
      expect(status).toBe(201);
      expect(body).toEqual({ success: true, message: "Support ticket submitted successfully!" });
      expect(listTickets().some((t) => t.userEmail === user.email && t.subject === ticket.subject)).toBe(true);
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
