import { describe, expect, test } from "vitest";
import { requireRole } from "~/pages/auth.server";
import { readToast } from "~/utils/session.server";
import { cookieFor, makeBuyer, makeVendor } from "../factories";

/** Issue 23, point 14: someone who opens another role's area is sent home and told why. */
async function refusal(cookie: string, role: "admin" | "vendor" | "buyer"): Promise<Response> {
  try {
    await requireRole(new Request("http://localhost/admin", { headers: { Cookie: cookie } }), role);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("requireRole let the wrong role in");
}

const toastOf = async (response: Response) => {
  const cookie = response.headers.getSetCookie().map((header) => header.split(";")[0]).join("; ");
  return (await readToast(new Request("http://localhost/home", { headers: { Cookie: cookie } }))).toast;
};

describe("another role's area", () => {
  test("a buyer opening /admin goes to /home with a toast that says why", async () => {
    const response = await refusal(await cookieFor(await makeBuyer()), "admin");
    expect(response).toHaveRedirect("/home");
    expect(await toastOf(response)).toMatchObject({ type: "error", message: "Only admins can open that page." });
  });

  test("a vendor opening the buyer's area goes to /vendor, told the same way", async () => {
    const response = await refusal(await cookieFor((await makeVendor()).user), "buyer");
    expect(response).toHaveRedirect("/vendor");
    expect(await toastOf(response)).toMatchObject({ message: "Only buyers can open that page." });
  });
});
