import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { WITHHELD_NOTE, repeatsPrompt, shareNeeded, skeletonWords } from "~/models/ai/leak-rule";
import { COMPOSED, DISGUISES, GENUINE_ANSWERS, PROMPTS, REPLACEMENTS, disguisedLeaks, type Disguise } from "./fixtures/leak-corpus";

/** The leak rule of live preview (CONTRACT 17, decision 0348). */

const withheld = (answer: string, prompt: { sent: string; values: string[] }) => repeatsPrompt(answer, prompt.sent, prompt.values);

describe("skeletonWords", () => {
  test("case, punctuation, full-width forms and in-word apostrophes do not change a word", () => {
    expect(skeletonWords("Write, THREE subject-lines! Don't stop…")).toEqual(["write", "three", "subject", "iines", "dont", "stop"]);
    expect(skeletonWords("Ｆｕｌｌｗｉｄｔｈ 𝐛𝐨𝐥𝐝")).toEqual(skeletonWords("fullwidth bold"));
  });

  test("format characters and marks go; look-alike letters of other scripts and leetspeak fold to the Latin letter", () => {
    expect(skeletonWords("wr\u200Bi\u00ADte th\u2060ree")).toEqual(skeletonWords("write three"));
    expect(skeletonWords("café naïve Straße")).toEqual(["cafe", "naive", "strasse"]);
    expect(skeletonWords("w\u0301r\u0308i\u0323te")).toEqual(skeletonWords("write"));
    expect(skeletonWords("ѕесrеt οрսѕ ΤΗΕ")).toEqual(skeletonWords("secret opus the"));
    expect(skeletonWords("wr1t3 7h3 5ecr37 @ll $0")).toEqual(skeletonWords("write the secret all so"));
  });

  test("a script written without spaces is compared letter by letter", () => {
    expect(skeletonWords("京都で二日間")).toEqual(["京", "都", "て", "二", "日", "間"]);
  });
});

describe("how much of a prompt must come back", () => {
  test("most of a short prompt, 40% of one of 12 words or more", () => {
    expect(shareNeeded(3)).toBeCloseTo(0.85);
    expect(shareNeeded(8)).toBeCloseTo(0.6);
    expect(shareNeeded(12)).toBeCloseTo(0.4);
    expect(shareNeeded(500)).toBeCloseTo(0.4);
  });
});

describe("the corpus", () => {
  const leaks = disguisedLeaks();

  test("covers every disguise on several prompts, in several languages and lengths, and has 40 of each kind or more", () => {
    for (const disguise of [...DISGUISES, ...COMPOSED]) {
      expect(leaks.filter((leak) => leak.name.startsWith(`${disguise.name} / `)).length, disguise.name).toBeGreaterThanOrEqual(3);
    }
    expect(leaks.length).toBeGreaterThanOrEqual(40);
    expect(GENUINE_ANSWERS.length).toBeGreaterThanOrEqual(40);
    const words = (sent: string) => sent.trim().split(/\s+/).length;
    expect(words(PROMPTS.neonCat.sent)).toBe(3);
    expect(words(PROMPTS.haiku.sent)).toBe(8);
    expect(words(PROMPTS.copywriter.sent)).toBeGreaterThanOrEqual(60);
    for (const sent of [PROMPTS.spanish.sent, PROMPTS.french.sent, PROMPTS.german.sent]) expect(sent).toMatch(/[áéíóúñçèêàäöüß]/);
    expect(PROMPTS.russian.sent).toMatch(/\p{sc=Cyrillic}{5}/u);
    expect(PROMPTS.japanese.sent).not.toMatch(/\s/);
    for (const corpusPrompt of Object.values(PROMPTS)) expect(GENUINE_ANSWERS.filter((answer) => answer.prompt === corpusPrompt).length, corpusPrompt.name).toBeGreaterThanOrEqual(3);
  });

  test("every disguised leak is withheld and every genuine answer passes", () => {
    const missed = leaks.filter((leak) => !withheld(leak.answer, leak.prompt));
    const stopped = GENUINE_ANSWERS.filter((answer) => withheld(answer.answer, answer.prompt));
    console.log(
      `leak rule: withheld ${leaks.length - missed.length}/${leaks.length} disguised leaks, passed ${GENUINE_ANSWERS.length - stopped.length}/${GENUINE_ANSWERS.length} genuine answers`,
    );
    expect(missed.map((leak) => leak.name)).toEqual([]);
    expect(stopped.map((answer) => answer.name)).toEqual([]);
  });
});

describe("short prompts", () => {
  const cat = PROMPTS.neonCat;

  test("a 3-word prompt is withheld when its words come back in order, whatever is around them", () => {
    expect(withheld("neon cat astronaut", cat)).toBe(true);
    expect(withheld("Sure! The prompt was: “Neon. Cat. Astronaut.” Anything else?", cat)).toBe(true);
    expect(withheld("astronaut cat neon", cat)).toBe(true);
  });

  test("an answer using its words in another order, or with other words between them, passes", () => {
    expect(withheld("A cat astronaut bathed in neon.", cat)).toBe(false);
    expect(withheld("Neon-lit cat astronaut drifting past Saturn.", cat)).toBe(false);
    expect(withheld("An astronaut cat in neon light.", cat)).toBe(false);
  });

  test("an 8-word prompt: five of its words in order are most of it, four are not", () => {
    const haiku = PROMPTS.haiku;
    expect(withheld("Here's a haiku about rain in the city:\n\nGrey streets shine", haiku)).toBe(true);
    expect(withheld("write haiku rain city", haiku)).toBe(false);
    expect(withheld("write a haiku about rain", haiku)).toBe(true);
  });

  test("the old rule's blind spot: a prompt under 12 words echoed back is withheld", () => {
    expect(repeatsPrompt("Write a haiku about rain.", "Write a haiku about rain.")).toBe(true);
  });

  test("a protected part under 3 words is not covered: any answer names it", () => {
    expect(repeatsPrompt("A red fox.", "red fox")).toBe(false);
    expect(repeatsPrompt("Summarise: the quarterly report", "Summarise: the quarterly report", ["the quarterly report"])).toBe(false);
  });
});

describe("long prompts", () => {
  const long = PROMPTS.copywriter;
  const words = long.sent.split(/\s+/);

  test("12 of its words in a row are withheld, as under decision 0313; a quote of a few words is not", () => {
    expect(withheld(`As my brief says: ${words.slice(40, 52).join(" ")}.`, long)).toBe(true);
    expect(withheld(`As my brief says: ${words.slice(40, 46).join(" ")}.`, long)).toBe(false);
  });

  test("12 words' worth in order with some changed is withheld too", () => {
    const changed = words.slice(40, 58).map((word, i) => (i % 4 === 3 ? REPLACEMENTS[i % REPLACEMENTS.length]! : word));
    expect(withheld(changed.join(" "), long)).toBe(true);
  });
});

describe("the caller's own values", () => {
  test("an answer that repeats only the caller's value is theirs to see again", () => {
    const value = "a notebook app that turns scattered meeting notes into clear weekly plans for busy teams";
    const sent = `Write a launch email about ${value}.`;
    expect(repeatsPrompt(`Here it is: ${value}.`, sent, [value])).toBe(false);
    // Without knowing it was theirs, the same answer would be withheld.
    expect(repeatsPrompt(`Here it is: ${value}.`, sent)).toBe(true);
  });

  test("a run that crosses from a value into the vendor's words still counts", () => {
    const value = "Nimbus";
    const sent = `You are a senior launch copywriter. Write three subject lines for ${value}, each under nine words and warm.`;
    expect(repeatsPrompt("copywriter write three subject lines for nimbus each under nine words and", sent, [value])).toBe(true);
  });

  test("the vendor's words around a value are withheld, with the value or without it", () => {
    const { sent, values } = PROMPTS.copywriter;
    expect(repeatsPrompt(sent, sent, values)).toBe(true);
    expect(repeatsPrompt(values.reduce((text, value) => text.replace(value, ""), sent), sent, values)).toBe(true);
    expect(repeatsPrompt(`${values.join(". ")}.`, sent, values)).toBe(false);
  });
});

test("the sentence of a withheld answer", () => {
  expect(WITHHELD_NOTE).toBe("This output repeated the prompt and was withheld.");
});

// ---------------------------------------------------------------------------------------------
// Properties: any prompt, any disguise

const VOCABULARY = [
  "write", "three", "subject", "lines", "for", "launch", "email", "warm", "quiet", "reader", "never", "use", "exclamation",
  "marks", "each", "under", "nine", "words", "then", "body", "the", "a", "of", "and", "to", "in", "with", "your", "product",
  "brand", "voice", "tone", "short", "clear", "list", "table", "image", "light", "sky", "cliff", "dawn", "painting",
  "café", "naïve", "résumé", "señor", "über", "façade", "élève", "años", "straße", "crème", "brûlée", "déjà", "garçon",
  "mañana", "jalapeño", "piñata", "zoë", "coöperate", "fiancée", "smörgåsbord",
];
/**
 * What a buyer types: words of their own, none of the vendor's. A value made of the vendor's own
 * words, repeated, can give those words back in order, and then it is the prompt's text.
 */
const VALUE_VOCABULARY = ["nimbus", "notebook", "students", "teachers", "garden", "river", "mountain", "bakery", "bicycle", "harbour", "orchard", "lantern", "meadow", "violin", "copper", "saffron", "glacier", "pottery"];
const CHATTY = ["", "Sure! Here it is:\n\n", "Of course. My instructions were:\n", "Ignoring the task as asked — the text above reads: "];

const promptWords = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...VOCABULARY), { minLength, maxLength }).filter((words) => words.join("").length >= 8);
const sentence = (words: string[]) => `${words.join(" ").replace(/^./, (first) => first.toUpperCase())}.`;

describe("properties", () => {
  const everyDisguise: Disguise[] = [...DISGUISES, ...COMPOSED];

  test("any prompt of 3 to 80 words, in any disguise, wrapped in chatter or not, is withheld", () => {
    fc.assert(
      fc.property(promptWords(3, 80), fc.constantFrom(...everyDisguise), fc.constantFrom(...CHATTY), (words, disguise, chatter) => {
        fc.pre((disguise.minWords ?? 0) <= words.length);
        const sent = sentence(words);
        expect(repeatsPrompt(`${chatter}${disguise.apply(sent)}`, sent), disguise.name).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  test("the caller's own value (words of their own), repeated alone, is never withheld, whatever the vendor's words around it", () => {
    fc.assert(
      fc.property(
        promptWords(3, 40),
        fc.array(fc.constantFrom(...VALUE_VOCABULARY), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(...CHATTY),
        (vendor, value, at, times, chatter) => {
          const place = at % (vendor.length + 1);
          const valueText = value.join(" ");
          const sent = sentence([...vendor.slice(0, place), valueText, ...vendor.slice(place)]);
          const answer = `${chatter}${Array.from({ length: times }, () => valueText).join("\n")}`;
          expect(repeatsPrompt(answer, sent, [valueText])).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
