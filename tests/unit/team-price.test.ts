import { parseWithZod } from "@conform-to/zod";
import { beforeAll, describe, expect, test } from "vitest";
import { updatePrompt } from "~/models/prompts.server";
import { teamPriceCents } from "~/models/team-price";
import type { Vendor } from "~/models/users.server";
import { PromptSchema } from "~/schemas/prompt";
import { formOf, makePrompt, makeVendor } from "../factories";

const valid = () => ({
  title: "Meeting Notes Distiller",
  description: "Turns rough meeting notes into a crisp summary. Owners and deadlines included.",
  categoryId: "category",
  priceUsd: 12.5,
  content: "You are a chief of staff. Summarise the notes into decisions, owners and dates.",
  tags: ["notes"],
});

function teamPriceErrors(changes: Record<string, unknown>) {
  const result = PromptSchema.safeParse({ ...valid(), ...changes });
  return result.success ? undefined : result.error.flatten().fieldErrors.teamPriceUsd;
}

let vendor: Vendor;

beforeAll(async () => {
  vendor = (await makeVendor()).vendor;
});

describe("teamPriceCents", () => {
  test("without a team price of its own, a team licence costs 5 × the price", () => {
    expect(teamPriceCents({ priceCents: 1250, teamPriceCents: null })).toBe(6250);
  });

  test("the vendor's team price wins over the default", () => {
    expect(teamPriceCents({ priceCents: 1250, teamPriceCents: 2000 })).toBe(2000);
  });
});

describe("PromptSchema: Team price", () => {
  test("empty, absent or null is the default", () => {
    expect(PromptSchema.parse(valid()).teamPriceUsd).toBeUndefined();
    expect(PromptSchema.parse({ ...valid(), teamPriceUsd: null }).teamPriceUsd).toBeNull();
    expect(PromptSchema.parse({ ...valid(), teamPriceUsd: " " }).teamPriceUsd).toBeUndefined();
    const form = parseWithZod(formOf({ ...valid(), teamPriceUsd: "" }), { schema: PromptSchema });
    expect(form.status === "success" && form.value.teamPriceUsd).toBeUndefined();
  });

  test("a number (or numeric text) of at least the price", () => {
    expect(PromptSchema.parse({ ...valid(), teamPriceUsd: "12.50" }).teamPriceUsd).toBe(12.5);
    expect(PromptSchema.parse({ ...valid(), teamPriceUsd: 40 }).teamPriceUsd).toBe(40);
    expect(teamPriceErrors({ teamPriceUsd: 12.49 })).toEqual(["Team price must be at least the price ($12.50)"]);
  });

  test("refuses too many decimals, text and more than $9999.99", () => {
    expect(teamPriceErrors({ teamPriceUsd: 20.005 })).toEqual(["Team price can have at most 2 decimals"]);
    expect(teamPriceErrors({ teamPriceUsd: "lots" })).toEqual(["Team price must be a number"]);
    expect(teamPriceErrors({ teamPriceUsd: 9999.99 })).toBeUndefined();
    expect(teamPriceErrors({ teamPriceUsd: 10000 })).toEqual(["Team price must be at most $9999.99"]);
  });
});

describe("a prompt's team price", () => {
  test("is stored as set, and left empty follows the price", async () => {
    const set = await makePrompt(vendor, undefined, { priceUsd: 10, teamPriceUsd: 30 });
    expect(set.teamPriceCents).toBe(3000);
    expect(teamPriceCents(set)).toBe(3000);

    const byDefault = await makePrompt(vendor, undefined, { priceUsd: 10 });
    expect(byDefault.teamPriceCents).toBeNull();
    const repriced = await updatePrompt(vendor, byDefault.id, PromptSchema.parse({ ...valid(), categoryId: byDefault.categoryId, priceUsd: 20 }));
    expect(teamPriceCents(repriced)).toBe(10000);
  });

  test("emptied on edit, it goes back to the default", async () => {
    const prompt = await makePrompt(vendor, undefined, { priceUsd: 10, teamPriceUsd: 30 });
    const edited = await updatePrompt(vendor, prompt.id, PromptSchema.parse({ ...valid(), categoryId: prompt.categoryId, priceUsd: 10 }));
    expect(edited.teamPriceCents).toBeNull();
    expect(teamPriceCents(edited)).toBe(5000);
  });
});
