import { describe, expect, test } from "vitest";
import {
  MAX_VARIABLE_NAME_LENGTH,
  MAX_VARIABLES,
  fillTemplate,
  findVariables,
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
    ["other characters", "[a.b] [x/y] [TOPIC!] [A:B] [line\nbreak] [tab\there]"],
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

  test("inherited object keys are not values", () => {
    expect(fillTemplate("[constructor] [toString]", {})).toBe("[constructor] [toString]");
  });
});
