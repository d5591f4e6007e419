import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { prompts } from "~/db/tables.server";
import type { Category } from "~/models/categories.server";
import type { Prompt } from "~/models/prompts.server";
import { action as buyerPromptAction } from "~/routes/home.prompt.$id";
import { api, cookieFor } from "../factories";
import { promptApiCast, promptFields, recordPurchase, seedPrompt, type SignedIn, type SignedInVendor } from "../factories";

const TEMPLATE = "You write a [LENGTH] blog post about [TOPIC] for [WHO IT IS FOR]. Keep [TOPIC] in the title.";
const NAMES = ["LENGTH", "TOPIC", "WHO IT IS FOR"];

let category: Category;
let seller: SignedInVendor;
let buyer: SignedIn;
let template: Prompt;

beforeEach(async () => {
  ({ category, seller, buyer } = await promptApiCast());
  template = await seedPrompt(seller.vendor, category.id, { title: `Template ${category.id}`, content: TEMPLATE });
});

const inCategory = (token?: string) => api("GET", `prompt/prompts?category=${category.id}`, { token });

describe("variables on the prompt payload", () => {
  it("lists carry the names for anyone, without the content", async () => {
    for (const token of [undefined, buyer.token, seller.token]) {
      const [item] = (await inCategory(token)).body.data;
      expect(item.variables).toEqual(NAMES);
      if (token !== seller.token) expect(item).not.toHaveProperty("content");
    }
  });

  it("a buyer who has not bought it gets the names and a teaser, not the content", async () => {
    const { status, body } = await api("GET", `prompt/get-single-prompt/${template.id}`, { token: buyer.token });
    expect(status).toBe(200);
    expect(body.data.data.variables).toEqual(NAMES);
    expect(body.data.data).not.toHaveProperty("content");
  });

  it("an owner gets the names beside the content", async () => {
    await recordPurchase(buyer.user.id, template);
    const { body } = await api("GET", `prompt/get-single-prompt/${template.id}`, { token: buyer.token });
    expect(body.data.data).toMatchObject({ variables: NAMES, content: TEMPLATE });
  });

  it("lists read the stored column: a row not yet backfilled lists none", async () => {
    await db.update(prompts).set({ variables: null }).where(eq(prompts.id, template.id));
    expect((await inCategory()).body.data[0].variables).toEqual([]);
    const single = await api("GET", `prompt/get-single-prompt/${template.id}`);
    expect(single.body.data.data.variables).toEqual(NAMES);
  });

  it("create and update answer with the variables of the content sent", async () => {
    const created = await api("POST", "prompt/create-prompt", {
      token: seller.token,
      json: promptFields(category.id, { content: "Translate [TEXT] into [LANGUAGE], keeping the tone." }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.data.variables).toEqual(["TEXT", "LANGUAGE"]);
    const id = created.body.data.data._id;
    const updated = await api("PUT", `prompt/update-prompt/${id}`, {
      token: seller.token,
      json: promptFields(category.id, { content: "No slots in this one any more, just text." }),
    });
    expect(updated.body.data.data.variables).toEqual([]);
  });

  it("more than 20 variables is a 422 on content", async () => {
    const content = Array.from({ length: 21 }, (_, i) => `[SLOT ${i + 1}]`).join(" ");
    const { status, body } = await api("POST", "prompt/create-prompt", { token: seller.token, json: promptFields(category.id, { content }) });
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain("Content can have at most 20 variables in [BRACKETS]; it has 21");
  });
});

describe("the Fill in form posted without JavaScript", () => {
  type Reply = { data: { fillIn: { values: Record<string, string>; filled: string | null; error: string | null } }; init: { status?: number } | null };

  async function fillIn(fields: Record<string, string>): Promise<Reply> {
    const body = new FormData();
    body.set("intent", "fill-in");
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const request = new Request(`http://localhost/home/prompt/${template.id}`, {
      method: "POST",
      headers: { Cookie: await cookieFor(buyer.user) },
      body,
    });
    return (await buyerPromptAction({ request, params: { id: template.id }, context: {} })) as unknown as Reply;
  }

  it("answers the filled prompt and the values as typed; other fields are ignored", async () => {
    await recordPurchase(buyer.user.id, template);
    const reply = await fillIn({ "values.TOPIC": "tide pools", "values.WHO IT IS FOR": "kids", "values.OTHER": "x" });
    expect(reply.data.fillIn).toEqual({
      values: { LENGTH: "", TOPIC: "tide pools", "WHO IT IS FOR": "kids" },
      filled: "You write a [LENGTH] blog post about tide pools for kids. Keep tide pools in the title.",
      error: null,
    });
  });

  it("a value over 500 characters is refused with a message and nothing filled", async () => {
    await recordPurchase(buyer.user.id, template);
    const reply = await fillIn({ "values.TOPIC": "x".repeat(501) });
    expect(reply.init?.status).toBe(400);
    expect(reply.data.fillIn).toMatchObject({ filled: null, error: "Each value must be at most 500 characters." });
  });

  it("a buyer who has not bought it is refused (403) and gets no content", async () => {
    const reply = await fillIn({ "values.TOPIC": "tide pools" });
    expect(reply.init?.status).toBe(403);
    expect(JSON.stringify(reply.data)).not.toContain("blog post");
  });
});
