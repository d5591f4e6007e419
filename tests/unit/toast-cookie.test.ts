import { describe, expect, test } from "vitest";
import { getCookieSession, readToast, redirectWithSession, redirectWithToast } from "~/utils/session.server";

/* Toasts in a signed cookie of their own (decision 0238). */

const setCookies = (response: Response) => response.headers.getSetCookie();
const pair = (setCookie: string) => setCookie.split(";")[0]!;
const request = (cookie = "") => new Request("http://localhost/next", { headers: cookie ? { Cookie: cookie } : {} });

describe("toast cookie", () => {
  test("a redirect with a toast sets the toast cookie only, never the session cookie", async () => {
    const response = await redirectWithToast(request(), "/home", { type: "success", message: "Saved" });
    expect(response.status).toBe(302);
    const cookies = setCookies(response);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^__toast=/);
    expect(cookies[0]).toMatch(/HttpOnly/);
    expect(cookies[0]).toMatch(/SameSite=Lax/);
  });

  test("reading a toast gives it with an id and clears only the toast cookie", async () => {
    const sent = await redirectWithToast(request(), "/home", { type: "error", message: "No" });
    const { toast, setCookie } = await readToast(request(pair(setCookies(sent)[0]!)));
    expect(toast).toEqual({ id: expect.stringMatching(/^\S{10,}$/), type: "error", message: "No" });
    expect(setCookie).toMatch(/^__toast=;/);
    expect(setCookie).toMatch(/Max-Age=0/);
  });

  test("each toast has its own id, so the same message twice still shows twice", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const sent = await redirectWithToast(request(), "/home", { type: "info", message: "Same" });
      ids.add((await readToast(request(pair(setCookies(sent)[0]!)))).toast!.id);
    }
    expect(ids.size).toBe(5);
  });

  test("no toast cookie, or a forged one, reads as no toast and sets nothing", async () => {
    expect(await readToast(request())).toEqual({ toast: null, setCookie: null });
    const forged = `__toast=${Buffer.from(JSON.stringify({ id: "x", type: "success", message: "Forged" })).toString("base64")}`;
    expect((await readToast(request(forged))).toast).toBeNull();
  });

  test("sign-in style redirects save the session and show the toast in two cookies", async () => {
    const session = await getCookieSession(request());
    session.set("sessionId", "abc");
    const response = await redirectWithSession(session, "/home", { type: "success", message: "Welcome back" });
    const [sessionCookie, toastCookie] = setCookies(response);
    expect(sessionCookie).toMatch(/^__session=/);
    expect(toastCookie).toMatch(/^__toast=/);
    expect((await getCookieSession(request(pair(sessionCookie!)))).get("sessionId")).toBe("abc");
    expect((await readToast(request(pair(toastCookie!)))).toast?.message).toBe("Welcome back");
  });
});
