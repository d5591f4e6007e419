import { describe, expect, test } from "vitest";
import {
  MAX_VARIABLE_NAME_LENGTH,
  MAX_HINT_LENGTH,
  MAX_VARIABLES,
  wantsLongValue,
  fillTemplate,
  findSlots,
  findVariables,
  notVariables,
  parseVariables,
  templateVariables,
  tooManyVariables,
} from "~/models/template-variables";

const slots = (count: number) => Array.from({ length: count }, (_, i) => `[VAR ${i + 1}]`).join(" ");

describe("finding the variables of a prompt", () => {
  test("names in order of first appearance, each once, trimmed, case kept", () => {
    const content = "Write about [TOPIC] in a [tone] voice. Again: [ TOPIC ] for [Who  it is_for-2].";
    expect(findVariables(content)).toEqual(["TOPIC", "tone", "Who it is_for-2"]);
  });

  test("names differing only in case are two variables", () => {
    expect(findVariables("[Topic] and [TOPIC]")).toEqual(["Topic", "TOPIC"]);
  });

  test.each([
    ["empty brackets", "a [] b"],
    ["spaces only", "a [ ] b [   ] c"],
    ["no letter", "see [1], [2024], [-] and [_ _]"],
    ["a markdown link", "read [the guide](https://example.com/guide)"],
    ["a markdown image", "![Logo](logo.png)"],
    ["other characters", "[a.b] [TOPIC!] [A:B] [line\nbreak] [tab\there] [e.g. 15]"],
    ["a name part with other characters before the comma", "[A: B, e.g. c] [x.y, default]"],
    ["a lone closing bracket", "a ] b ]"],
  ])("%s is not a variable", (_case, content) => {
    expect(findVariables(content)).toEqual([]);
  });

  test("odd and nested brackets: the innermost [NAME] is the slot", () => {
    expect(findVariables("[[X]] then [A [B] then ]C[ then [D]]")).toEqual(["X", "B", "D"]);
  });

  test("a link beside a variable leaves the variable", () => {
    expect(findVariables("[TOPIC] - see [docs](https://x.test) and [TONE]")).toEqual(["TOPIC", "TONE"]);
  });

  test("letters of any script, combining marks and digits", () => {
    expect(findVariables("[THÈME] [Тема] [主题] [नाम] [Ort 2] [e\u0301te\u0301]")).toEqual([
      "THÈME",
      "Тема",
      "主题",
      "नाम",
      "Ort 2",
      "e\u0301te\u0301",
    ]);
  });

  test(`a name longer than ${MAX_VARIABLE_NAME_LENGTH} characters is not a variable`, () => {
    const longest = "N".repeat(MAX_VARIABLE_NAME_LENGTH);
    expect(findVariables(`[${longest}] [${longest}X]`)).toEqual([longest]);
  });

  test(`at most ${MAX_VARIABLES} are kept; the form refuses more`, () => {
    const content = slots(MAX_VARIABLES + 3);
    expect(findVariables(content)).toHaveLength(MAX_VARIABLES + 3);
    expect(templateVariables(content)).toEqual(findVariables(content).slice(0, MAX_VARIABLES));
    expect(tooManyVariables(content)).toBe(`Content can have at most ${MAX_VARIABLES} variables in [BRACKETS]; it has 23`);
    expect(tooManyVariables(slots(MAX_VARIABLES) + " [VAR 1]")).toBeNull();
  });
});

const variable = (name: string, hint: { example?: string; defaultValue?: string } = {}) => ({
  name,
  example: hint.example ?? null,
  defaultValue: hint.defaultValue ?? null,
});

describe("a name, then an example or a default after a comma (decision 0298)", () => {
  test.each([
    ["a name with spaces", "[TIME OF DAY]", variable("TIME OF DAY")],
    ["an example after e.g.", "[PLACE, e.g. a fishing village on a fjord]", variable("PLACE", { example: "a fishing village on a fjord" })],
    ["commas inside the example", "[PALETTE, e.g. ultramarine, burnt sienna]", variable("PALETTE", { example: "ultramarine, burnt sienna" })],
    ["e.g without dots, any case", "[CITY, EG: Lisbon]", variable("CITY", { example: "Lisbon" })],
    ["for example / such as", "[DISH,  for example  ramen ]", variable("DISH", { example: "ramen" })],
    ["a default", "[TONE, friendly]", variable("TONE", { defaultValue: "friendly" })],
    ["a default that starts like a mark", "[WORDS, egalitarian]", variable("WORDS", { defaultValue: "egalitarian" })],
    ["an empty hint", "[TOPIC, ]", variable("TOPIC")],
    ["a mark with nothing after it", "[TOPIC, e.g.]", variable("TOPIC")],
    ["a slash, an ampersand, an apostrophe", "[LEFT/RIGHT] [Q&A] [CLIENT'S NAME]", ...["LEFT/RIGHT", "Q&A", "CLIENT'S NAME"].map((name) => variable(name))],
  ])("%s", (_case, content, ...expected) => {
    expect(parseVariables(content)).toEqual(expected);
  });

  test("a repeated name is one variable: the first example and the first default given for it", () => {
    const content = "[PLACE] then [PLACE, e.g. a harbour] then [PLACE, the coast] then [PLACE, e.g. a lake]";
    expect(parseVariables(content)).toEqual([variable("PLACE", { example: "a harbour", defaultValue: "the coast" })]);
  });

  test(`a hint longer than ${MAX_HINT_LENGTH} characters makes the brackets text`, () => {
    const longest = "h".repeat(MAX_HINT_LENGTH);
    expect(findVariables(`[A, ${longest}] [B, ${longest}h]`)).toEqual(["A"]);
  });

  test("every bracketed part with where it starts and its variable, links aside", () => {
    expect(findSlots("[A, e.g. b] [docs](https://x.test) [1]")).toEqual([
      { index: 0, text: "[A, e.g. b]", variable: variable("A", { example: "b" }) },
      { index: 35, text: "[1]", variable: null },
    ]);
  });

  test("the bracketed parts that are not variables are listed once each, links aside", () => {
    const content = "[TOPIC] [e.g. 15] [docs](https://x.test) [1] [e.g. 15] [A: B]";
    expect(notVariables(content)).toEqual(["[e.g. 15]", "[1]", "[A: B]"]);
  });
});

describe("filling a template", () => {
  test("every occurrence of each slot gets its value, spaced spellings too", () => {
    const content = "About [TOPIC]: [TOPIC] for [ TOPIC ], tone [TONE].";
    expect(fillTemplate(content, { TOPIC: "bees", TONE: "calm" })).toBe("About bees: bees for bees, tone calm.");
  });

  test("a missing, empty or blank value leaves the slot as written", () => {
    expect(fillTemplate("[A] [B] [C]", { B: "", C: "   " })).toBe("[A] [B] [C]");
  });

  test("values are trimmed plain text: never slots, replacement patterns or markup", () => {
    const values = { TOPIC: " [TONE] $& $1 $$ ", TONE: "<b>loud</b>" };
    expect(fillTemplate("[TOPIC] / [TONE]", values)).toBe("[TONE] $& $1 $$ / <b>loud</b>");
  });

  test("links, non-variables and unknown names are left alone", () => {
    const values = { docs: "X", "1": "X", OTHER: "X", TOPIC: "cats" };
    expect(fillTemplate("[docs](https://x.test) [1] [TOPIC]", values)).toBe("[docs](https://x.test) [1] cats");
  });

  test("nested brackets keep the outer ones", () => {
    expect(fillTemplate("[[X]] [A [B]", { X: "1", B: "2" })).toBe("[1] [A 2");
  });

  test(`slots past the ${MAX_VARIABLES}th variable are not filled`, () => {
    const values = Object.fromEntries(findVariables(slots(21)).map((name) => [name, "v"]));
    expect(fillTemplate(slots(21), values)).toBe(`${"v ".repeat(20)}[VAR 21]`);
  });

  test("every slot of a variable gets its value, whatever hint it was written with", () => {
    const content = "A [PLACE, e.g. village] at [TIME OF DAY]; [PLACE] again.";
    expect(fillTemplate(content, { PLACE: "Bergen", "TIME OF DAY": "dusk" })).toBe("A Bergen at dusk; Bergen again.");
  });

  test("a blank value takes the default; without one the slot stays as written", () => {
    const content = "[TONE, friendly] / [TONE] / [PLACE, e.g. village]";
    expect(fillTemplate(content, { TONE: " ", PLACE: "" })).toBe("friendly / friendly / [PLACE, e.g. village]");
    expect(fillTemplate(content, { TONE: "dry", PLACE: "Oslo" })).toBe("dry / dry / Oslo");
  });

  test("inherited object keys are not values", () => {
    expect(fillTemplate("[constructor] [toString]", {})).toBe("[constructor] [toString]");
  });
});

describe("wantsLongValue (issue 41 point 6)", () => {
  test("a name that asks for pasted material or samples, or a long name or example, gets a text area", () => {
    for (const name of ["PASTE 3-5 SAMPLES", "PASTE CODE", "LOGS OR STACK TRACES", "MEETING NOTES", "WHAT THE READER ALREADY KNOWS ABOUT IT"]) expect(wantsLongValue(name), name).toBe(true);
    expect(wantsLongValue("PLACE", "a fishing village on a fjord at dawn, with red boat houses and a church on the hill")).toBe(true);
    for (const name of ["TOPIC", "TONE", "CITY", "BRAND", "CALL TO ACTION"]) expect(wantsLongValue(name), name).toBe(false);
    expect(wantsLongValue("PLACE", "a fishing village on a fjord")).toBe(false);
  });
});
