import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { prompts } from "~/db/tables.server";
import { backfillTemplateVariables, variablesOf } from "~/models/prompt-variables.server";
import { getPrompt, updatePrompt } from "~/models/prompts.server";
import { MAX_VARIABLES } from "~/models/template-variables";
import type { Vendor } from "~/models/users.server";
import { PromptSchema } from "~/schemas/prompt";
import { makeCategory, promptFields, seedPrompt, signedInVendor } from "../factories";
import { onPostgres } from "../support/engine";
import { copiesOfPrompt } from "../support/prompt-copies";
import { rawGet } from "../support/raw-sql";

let vendor: Vendor;
let categoryId: string;

beforeAll(async () => {
  vendor = (await signedInVendor()).vendor;
  categoryId = (await makeCategory()).id;
});

const TEMPLATE = "Write a post about [TOPIC] in a [TONE] tone; mention [TOPIC] twice. See [docs](https://x.test).";

/** Makes a row look as if it was saved before the column existed. */
async function forgetVariables(id: string): Promise<void> {
  await db.update(prompts).set({ variables: null }).where(eq(prompts.id, id));
}

describe("saving a prompt stores its variables", () => {
  test("creating sets them from the content", async () => {
    const prompt = await seedPrompt(vendor, categoryId, { content: TEMPLATE });
    expect((await getPrompt(prompt.id))?.variables).toEqual(["TOPIC", "TONE"]);
  });

  test("a prompt without slots stores an empty list, not null", async () => {
    const prompt = await seedPrompt(vendor, categoryId);
    expect((await getPrompt(prompt.id))?.variables).toEqual([]);
  });

  test("editing the content replaces them", async () => {
    const prompt = await seedPrompt(vendor, categoryId, { content: TEMPLATE });
    const input = PromptSchema.parse(promptFields(categoryId, { content: "Summarise [ARTICLE] for [AUDIENCE] readers, please." }));
    await updatePrompt(vendor, prompt.id, input);
    expect((await getPrompt(prompt.id))?.variables).toEqual(["ARTICLE", "AUDIENCE"]);
  });
});

describe("the prompt form's rule", () => {
  const contentWith = (count: number) =>
    `Fill in: ${Array.from({ length: count }, (_, i) => `[FIELD ${i + 1}]`).join(", ")}.`;

  test(`${MAX_VARIABLES} variables save; one more is a field error on Content`, () => {
    expect(PromptSchema.safeParse(promptFields(categoryId, { content: contentWith(MAX_VARIABLES) })).success).toBe(true);
    const refused = PromptSchema.safeParse(promptFields(categoryId, { content: contentWith(MAX_VARIABLES + 1) }));
    expect(refused.success ? null : refused.error.flatten().fieldErrors).toEqual({
      content: [`Content can have at most ${MAX_VARIABLES} variables in [BRACKETS]; it has ${MAX_VARIABLES + 1}`],
    });
  });
});

describe("the backfill of prompts saved before variables were stored", () => {
  test("fills every old row once, keeps updatedAt, and a second run finds nothing", async () => {
    const old = await seedPrompt(vendor, categoryId, { content: TEMPLATE });
    const plain = await seedPrompt(vendor, categoryId);
    await forgetVariables(old.id);
    await forgetVariables(plain.id);
    const before = (await getPrompt(old.id))!.updatedAt;

    expect(await backfillTemplateVariables()).toBe(2);
    expect(await getPrompt(old.id)).toMatchObject({ variables: ["TOPIC", "TONE"], updatedAt: before });
    expect((await getPrompt(plain.id))?.variables).toEqual([]);
    expect(await backfillTemplateVariables()).toBe(0);
  });

  test("works through more rows than one batch", async () => {
    const first = await seedPrompt(vendor, categoryId, { content: TEMPLATE });
    const copies = 2100;
    await copiesOfPrompt(first.id, copies);
    expect(await backfillTemplateVariables()).toBe(copies);
    expect(await rawGet("select count(*) as n from prompts where variables is null")).toEqual({ n: 0 });
    expect((await getPrompt("copy-2100"))?.variables).toEqual(["TOPIC", "TONE"]);
  });

  test.skipIf(onPostgres)("the check for rows left to fill reads the partial index, not the table", () => {
    const plan = db.$client
      .prepare("explain query plan select seq, content from prompts where variables is null order by seq limit 1000")
      .all() as { detail: string }[];
    expect(plan.map((row) => row.detail).join("\n")).toContain("prompts_variables_pending_idx");
  });

  test.skipIf(onPostgres)("drizzle/0017 makes the prompts stored under the old syntax derive theirs again", async () => {
    const prompt = await seedPrompt(vendor, categoryId, { content: "A painting of [PLACE, e.g. a fjord] at [TIME OF DAY]." });
    await db.update(prompts).set({ variables: ["TIME OF DAY"] }).where(eq(prompts.id, prompt.id));
    db.$client.exec(fs.readFileSync(path.resolve("drizzle/0017_template_variables_rule.sql"), "utf8"));
    expect(await backfillTemplateVariables()).toBeGreaterThan(0);
    expect((await getPrompt(prompt.id))?.variables).toEqual(["PLACE", "TIME OF DAY"]);
  });

  test("until then a single prompt's variables are read from its content", async () => {
    const prompt = await seedPrompt(vendor, categoryId, { content: TEMPLATE });
    await forgetVariables(prompt.id);
    expect(variablesOf((await getPrompt(prompt.id))!)).toEqual(["TOPIC", "TONE"]);
  });
});
