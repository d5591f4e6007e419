import { parseWithZod } from "@conform-to/zod";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, forbidden, notFound } from "~/utils/app-error";
import { action as settingsAction } from "~/routes/admin.settings";
import { action as vendorsAction } from "~/routes/admin.vendors";
import { action as withdrawalsAction } from "~/routes/admin.withdrawals";
import { loader as ticketLoader } from "~/routes/home.tickets.$id";
import { loader as promptLoader } from "~/routes/home.prompt.$id";
import { loader as storeLoader } from "~/routes/store.$vendorId";
import { errorResponse, fieldError, invariantResponse, rescue, runIntent, throwResponse } from "~/pages/errors.server";
import { requestIdOf, setRequestIdHeaders } from "~/utils/request-id.server";
import { cookieFor, makeAdmin, makeBuyer } from "../factories";

/** What a loader or action threw (a `data()` response) or returned. */
async function settle(run: () => unknown): Promise<{ thrown: boolean; value: any }> {
  try {
    return { thrown: false, value: await run() };
  } catch (error) {
    return { thrown: true, value: error };
  }
}

const thrownResponse = (status: number, message: string) => ({
  thrown: true,
  value: expect.objectContaining({ type: "DataWithResponseInit", data: message, init: expect.objectContaining({ status }) }),
});

describe("errorResponse and invariantResponse", () => {
  it("turn an AppError into data(message, { status }), with Retry-After for a 429", () => {
    expect(errorResponse(forbidden("Not yours."))).toMatchObject({ data: "Not yours.", init: { status: 403 } });
    expect(errorResponse(new AppError(429, "Slow down.", undefined, 30))).toMatchObject({ init: { status: 429, headers: { "Retry-After": "30" } } });
  });

  it("throw a 404 for a message and the AppError's status for an AppError; nothing when the condition holds", async () => {
    expect(await settle(() => invariantResponse(null, "Ticket not found."))).toEqual(thrownResponse(404, "Ticket not found."));
    expect(await settle(() => invariantResponse(false, forbidden("Not yours.")))).toEqual(thrownResponse(403, "Not yours."));
    expect(await settle(() => invariantResponse({ id: 1 }, "Ticket not found."))).toEqual({ thrown: false, value: undefined });
  });
});

describe("rescue", () => {
  it("hands an AppError to the reply and rethrows anything else", async () => {
    expect(await rescue(() => { throw notFound("Gone"); }, (error) => `reply: ${error.message}`)).toBe("reply: Gone");
    expect(await rescue(async () => "done", () => "reply")).toBe("done");
    const bug = new TypeError("a bug");
    await expect(rescue(() => { throw bug; }, () => "reply")).rejects.toBe(bug);
  });

  it("with throwResponse, an AppError becomes the route's thrown response", async () => {
    expect(await settle(() => rescue(() => { throw forbidden("Not yours."); }, throwResponse))).toEqual(thrownResponse(403, "Not yours."));
  });

  it("fieldError puts the message on the error's field, else on the fallback field, else over the form", async () => {
    const schema = z.object({ name: z.string(), value: z.string() });
    const submission = parseWithZod(new URLSearchParams({ name: "x", value: "1" }), { schema });
    const onField = fieldError(submission)(new AppError(409, "Taken.", "name"));
    expect(onField.init?.status).toBe(409);
    expect(onField.data.error).toEqual({ name: ["Taken."] });
    expect(fieldError(submission, { field: "value" })(new AppError(422, "Too big.")).data.error).toEqual({ value: ["Too big."] });
    expect(fieldError(submission)(new AppError(409, "Already done.")).data.error).toEqual({ "": ["Already done."] });
  });
});

describe("runIntent", () => {
  const form = (fields: Record<string, string>) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.set(name, value);
    return formData;
  };

  it("runs the intent's function and answers 400 for an unknown or missing intent", async () => {
    const handlers = { save: () => "saved", "delete-all": () => "deleted" };
    expect(runIntent(form({ intent: "save" }), handlers)).toBe("saved");
    expect(await settle(() => runIntent(form({ intent: "toString" }), handlers))).toEqual(thrownResponse(400, "Unknown intent: toString"));
    expect(await settle(() => runIntent(form({}), handlers))).toEqual(thrownResponse(400, "Unknown intent: none"));
  });
});

describe("routes", () => {
  let admin: string;
  let buyer: string;
  beforeAll(async () => {
    admin = await cookieFor(await makeAdmin());
    buyer = await cookieFor(await makeBuyer());
  });
  const post = (path: string, cookie: string, fields: Record<string, string>) =>
    new Request(`http://localhost${path}`, { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams(fields) });
  const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });

  it.each([
    ["/admin/settings", settingsAction],
    ["/admin/vendors", vendorsAction],
    ["/admin/withdrawals", withdrawalsAction],
  ] as const)("%s: an unknown intent is a 400", async (path, action) => {
    expect(await settle(() => action({ request: post(path, admin, { intent: "explode", id: "x" }), params: {}, context: {} }))).toEqual(
      thrownResponse(400, "Unknown intent: explode"),
    );
  });

  it("admin settings: a refused rename is { error } with the domain's status; a refused setting is on its field", async () => {
    const renamed = await settingsAction({ request: post("/admin/settings", admin, { intent: "rename", id: "no-such-category", name: "Whatever" }), params: {}, context: {} });
    expect(renamed).toMatchObject({ data: { error: "Category not found" }, init: { status: 404 } });
    const setting = await settingsAction({
      request: post("/admin/settings", admin, { intent: "setting", name: "minimumWithdrawalAmount", value: "999999" }),
      params: {},
      context: {},
    });
    expect(setting).toMatchObject({ data: { setting: { error: { value: ["Minimum withdrawal cannot be more than the maximum"] } } }, init: { status: 422 } });
  });

  it("admin vendors: a row refused by the domain is { error } with its status", async () => {
    const result = await vendorsAction({ request: post("/admin/vendors", admin, { intent: "approve", id: "no-such-vendor" }), params: {}, context: {} });
    expect(result).toMatchObject({ data: { error: expect.any(String) }, init: { status: 404 } });
  });

  it("loaders throw not-found as data(message, 404): prompts, stores and tickets", async () => {
    const args = (path: string, params: Record<string, string>) => ({ request: get(path, buyer), params, context: {} });
    expect(await settle(() => promptLoader(args("/home/prompt/nope", { id: "nope" })))).toEqual(thrownResponse(404, "Prompt not found."));
    expect(await settle(() => storeLoader(args("/store/nope", { vendorId: "nope" })))).toEqual(thrownResponse(404, "Store not found."));
    expect(await settle(() => ticketLoader(args("/home/tickets/nope", { id: "nope" })))).toEqual(thrownResponse(404, "Ticket not found."));
  });
});

describe("request ids", () => {
  it("a failed request's id is the same for its log line and its headers; a request that did not fail gets none", () => {
    const failed = new Request("http://localhost/home");
    const id = requestIdOf(failed);
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(requestIdOf(failed)).toBe(id);
    const headers = new Headers();
    setRequestIdHeaders(failed, headers);
    expect(headers.get("X-Request-Id")).toBe(id);
    expect(headers.get("Server-Timing")).toBe(`request;desc="${id}"`);

    const fine = new Headers();
    setRequestIdHeaders(new Request("http://localhost/home"), fine);
    expect(fine.has("X-Request-Id")).toBe(false);
    expect(requestIdOf(new Request("http://localhost/home"))).not.toBe(id);
  });
});
