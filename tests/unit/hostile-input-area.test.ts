import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "~/db/schema";
import { loader as adminProfile } from "~/routes/admin.profile";
import { loader as homeNotifications } from "~/routes/home.notification";
import { loader as homeProfile } from "~/routes/home.profile";
import { loader as homeTickets } from "~/routes/home.tickets._index";
import { loader as vendorNotifications } from "~/routes/vendor.notification";
import { loader as vendorProfile } from "~/routes/vendor.profile";
import { areaRole } from "~/utils/roles";
import { cookieFor } from "../factories";
import { makeAdmin, makeBuyer, makeVendor } from "../factories";

/**
 * Issue 11: the router matches an area's path in any letter case and with percent-encoded
 * letters; the role-area check must read it the same way (never a 500).
 */
type Loader = (args: { request: Request; params: Record<string, string>; context: object }) => Promise<unknown>;
const PAGES: { role: Role; loader: Loader; spellings: string[] }[] = [
  { role: "buyer", loader: homeProfile as Loader, spellings: ["/HOME/profile", "/Home/profile", "/%68ome/profile", "/%48OME/profile"] },
  { role: "buyer", loader: homeNotifications as Loader, spellings: ["/hOmE/notification"] },
  { role: "buyer", loader: homeTickets as Loader, spellings: ["/HOME/tickets"] },
  { role: "vendor", loader: vendorProfile as Loader, spellings: ["/Vendor/profile", "/VENDOR/profile", "/%76endor/profile"] },
  { role: "vendor", loader: vendorNotifications as Loader, spellings: ["/vEnDoR/notification"] },
  { role: "admin", loader: adminProfile as Loader, spellings: ["/ADMIN/profile", "/%61dmin/profile", "/Admin%2Fprofile"] },
];

const cookies = {} as Record<Role, string>;
beforeAll(async () => {
  cookies.buyer = await cookieFor(await makeBuyer());
  cookies.vendor = await cookieFor((await makeVendor()).user);
  cookies.admin = await cookieFor(await makeAdmin());
});

/** What the loader answers: "page", or the redirect's Location; anything else fails the test. */
async function outcome(loader: Loader, path: string, cookie?: string): Promise<string> {
  const request = new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  try {
    await loader({ request, params: {}, context: {} });
    return "page";
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) return thrown.headers.get("Location")!;
    if (thrown instanceof Response) return `status ${thrown.status}`;
    throw thrown;
  }
}

describe("area paths in another spelling", () => {
  it("belong to the same area", () => {
    expect(areaRole("/HOME/profile")).toBe("buyer");
    expect(areaRole("/%53tore")).toBe("buyer");
    expect(areaRole("/Vendor/prompts")).toBe("vendor");
    expect(areaRole("/%61DMIN")).toBe("admin");
    expect(areaRole("/homer")).toBeNull();
    expect(areaRole("/%E0%A4%A/home")).toBeNull();
  });

  for (const { role, loader, spellings } of PAGES) {
    for (const path of spellings) {
      it(`${path}: anonymous to login, wrong roles to their home, ${role} sees the page`, async () => {
        expect(await outcome(loader, path)).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
        for (const other of ["buyer", "vendor", "admin"] as const) {
          const home = { buyer: "/home", vendor: "/vendor", admin: "/admin" }[other];
          expect(await outcome(loader, path, cookies[other])).toBe(other === role ? "page" : home);
        }
      });
    }
  }

  it("a path outside every area is a 404 for an area page, never an error", async () => {
    expect(await outcome(homeProfile as Loader, "/profile", cookies.buyer)).toBe("status 404");
  });
});
