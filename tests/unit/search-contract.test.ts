import { beforeAll, describe, expect, test } from "vitest";
import { searchMarketplace } from "~/models/catalogue.server";
import type { Vendor } from "~/models/users.server";
import { parseCatalogueQuery } from "~/schemas/catalogue";
import type { PromptInput } from "~/schemas/prompt";
import { makePrompt, makeVendor } from "../factories";
import { onPostgres } from "../support/engine";

/**
 * The full-text search's contract (issue 28 point 2, docs/decisions/0342), one test run on both
 * engines: FTS5 on SQLite, a tsvector on PostgreSQL (`npm run test:postgres` runs this file).
 */

let vendor: Vendor;

/** One prompt each, made in this order (the newest last); the words are made up so nothing else matches. */
const PROMPTS: Record<string, Partial<PromptInput>> = {
  "Described only": { description: "Long text that mentions zorblat once, at the end of a sentence.", tags: ["misc"] },
  "Tagged only": { description: "Plain description with nothing of note in it at all.", tags: ["zorblat", "quexing"] },
  "Zorblat Writer": { description: "A title match, which ranks first of all the ways to match.", tags: ["misc"] },
  "Café Crème Naïve Helper": { description: "Accents in the title are matched without them, both ways.", tags: ["drinks"] },
  "Running Coach": { description: "Stems: a search for runs or runner finds running, and connecting finds connections.", tags: ["connections"] },
  "Quexing Zorblat Planner": { description: "Two made-up words in the title: both count.", tags: ["planning"] },
  "E-mail Sorter": { description: "Hyphenated words are found by either part.", tags: ["o'brien", "c++"] },
};

const titles = async (q: string, sort = "") =>
  (await searchMarketplace(parseCatalogueQuery(new URLSearchParams({ q, limit: "48", ...(sort ? { sort } : {}) })))).items.map((item) => item.title);

beforeAll(async () => {
  vendor = (await makeVendor()).vendor;
  for (const [title, fields] of Object.entries(PROMPTS)) {
    await makePrompt(vendor, undefined, { title, priceUsd: 5, content: "You are a helpful assistant for this task.", ...fields });
  }
});

describe(`the search contract, on ${onPostgres ? "PostgreSQL" : "SQLite"}`, () => {
  test("matches every word as the start of a word, in any case, over title, tags and description", async () => {
    expect((await titles("zorblat")).sort()).toEqual(["Described only", "Quexing Zorblat Planner", "Tagged only", "Zorblat Writer"]);
    expect((await titles("ZORB")).sort()).toEqual(await titles("zorblat").then((found) => found.sort()));
    expect(await titles("orblat")).toEqual([]);
    expect((await titles("zorblat quex")).sort()).toEqual(["Quexing Zorblat Planner", "Tagged only"]);
    expect(await titles("zorblat nothingelse")).toEqual([]);
  });

  test("without accents, by English stems, and either part of a hyphenated word", async () => {
    expect(await titles("cafe creme naive")).toEqual(["Café Crème Naïve Helper"]);
    expect(await titles("café")).toEqual(["Café Crème Naïve Helper"]);
    expect(await titles("runs")).toEqual(["Running Coach"]);
    expect(await titles("connecting")).toEqual(["Running Coach"]);
    expect(await titles("mail sorter")).toEqual(["E-mail Sorter"]);
    expect(await titles("e-mail")).toEqual(["E-mail Sorter"]);
  });

  test("ranks by where the words are found (title, then tags, then description), each word adding, ties newest first", async () => {
    expect(await titles("zorblat")).toEqual(["Quexing Zorblat Planner", "Zorblat Writer", "Tagged only", "Described only"]);
    // Both words in the title (10 + 10) outrank both in the tags (5 + 5).
    expect(await titles("quexing zorblat")).toEqual(["Quexing Zorblat Planner", "Tagged only"]);
    // Another sort orders the same matches by its keys: newest first.
    expect(await titles("zorblat", "newest")).toEqual(["Quexing Zorblat Planner", "Zorblat Writer", "Tagged only", "Described only"]);
  });

  test("the query languages' syntax in a search is text: never an error, never a different match", async () => {
    const hostile = ["'", "\\", "zorblat'", "zorblat\\", "zorblat & !quexing", "zorblat | quexing", "(zorblat)", "zorblat:*", "zorblat:*A", '"zorblat"', "zorblat NOT quexing", "title:zorblat", "zorb*", "zorblat\u0000", "zorblat\ud800", "<->", "!!!", "o'brien", "c++"];
    for (const q of hostile) await titles(q);
    expect(await titles("zorblat & !quexing")).toEqual(await titles("zorblat quexing"));
    expect(await titles("zorblat | quexing")).toEqual(await titles("zorblat quexing"));
    // Words joined by punctuation are one phrase, as in "e-mail": here no prompt has them side by side.
    expect(await titles("title zorblat")).toEqual(["Quexing Zorblat Planner", "Zorblat Writer"]);
    expect(await titles("title:zorblat")).toEqual([]);
    expect(await titles("zorblat\u0000")).toEqual(await titles("zorblat"));
    expect(await titles("o'brien")).toEqual(["E-mail Sorter"]);
  });

  test("a word with no letters or digits is left out; a search of only such words finds nothing", async () => {
    expect(await titles("!!!")).toEqual([]);
    expect(await titles("zorblat !!!")).toEqual(await titles("zorblat"));
  });
});
