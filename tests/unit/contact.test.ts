import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/components/public/honeypot";
import { listContactMessages, markContactMessageRead, saveContactMessage } from "~/models/support.server";
import { action } from "~/routes/_public.contact";
import { readToast } from "~/utils/session.server";

function submitContact(fields: Record<string, string>) {
  const request = new Request("http://localhost/contact", { method: "POST", body: new URLSearchParams(fields) });
  return action({ request, params: {}, context: {} });
}

const VALID = { name: "Grace Hopper", email: "Grace@Example.com", message: "I would like to sell my debugging prompts." };

describe("contact form action", () => {
  it("saves a valid message and redirects back with a thank-you toast", async () => {
    const result = await submitContact(VALID);

    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response).toHaveRedirect("/contact");
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
    const { toast } = await readToast(new Request("http://localhost/contact", { headers: { Cookie: cookie } }));
    expect(toast?.type).toBe("success");
    expect(listContactMessages()).toEqual([
      expect.objectContaining({ name: "Grace Hopper", email: "grace@example.com", message: VALID.message }),
    ]);
  });

  it("returns field errors with status 400 and saves nothing for invalid input", async () => {
    const before = listContactMessages().length;

    const result = await submitContact({ name: " ", email: "not-an-email", message: "short" });

    expect(result).not.toBeInstanceOf(Response);
    const reply = result as Exclude<typeof result, Response>;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.error).toMatchObject({
      name: ["Name is required"],
      email: ["Enter a valid email address"],
      message: ["Message must be at least 10 characters"],
    });
    expect(listContactMessages()).toHaveLength(before);
  });

  it("pretends success but saves nothing when the honeypot is filled", async () => {
    const before = listContactMessages().length;

    const result = await submitContact({ ...VALID, [HONEYPOT_FIELD]: "https://spam.example" });

    expect(result).toBeInstanceOf(Response);
    expect(result as Response).toHaveRedirect("/contact");
    expect(listContactMessages()).toHaveLength(before);
  });
});

describe("markContactMessageRead", () => {
  it("marks a message read once and keeps the first reading time", async () => {
    const message = saveContactMessage({ name: "Ada", email: "ada@example.com", message: "Please call me back." });
    markContactMessageRead(message.id);
    const first = listContactMessages().find((item) => item.id === message.id)?.readAt;
    expect(first).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 5));
    markContactMessageRead(message.id);
    expect(listContactMessages().find((item) => item.id === message.id)?.readAt).toEqual(first);
  });

  it("refuses an unknown message with 404", () => {
    expect(() => markContactMessageRead("no-such-message")).toThrowAppError(404, "Message not found");
  });
});
