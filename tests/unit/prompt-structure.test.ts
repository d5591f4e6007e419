import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { buildStructuredRewrite } from "~/models/ai/prompt-rewrite";
import {
  checkPromptStructure,
  STRUCTURE_CHECKS,
  type StructureCheckId,
  type StructureResult,
} from "~/models/ai/prompt-structure";
import { findVariables, notVariables } from "~/models/template-variables";
import {
  ALL_CASES,
  EVERYDAY,
  EXCELLENT,
  FLAWED_VARIABLES,
  ONE_LINERS,
  SOUND_VARIABLES,
  TRAPS,
  type StructureCase,
} from "./fixtures/prompt-structure-cases";

const failed = (result: StructureResult) => result.checks.filter((check) => !check.passed).map((check) => check.id);
const advice = (result: StructureResult, id: StructureCheckId) => result.checks.find((check) => check.id === id)!.advice;
const rewrite = (prompt: string) => buildStructuredRewrite(prompt, checkPromptStructure(prompt));
const named = (name: string) => ALL_CASES.find((one) => one.name === name)!.prompt;
const weight = (id: StructureCheckId) => STRUCTURE_CHECKS.find((check) => check.id === id)!.weight;

describe("the seven checks (CONTRACT 13)", () => {
  test("one line per check, in the contract's order and words, weights adding up to 100", () => {
    const result = checkPromptStructure("Write a haiku about rain.");
    expect(result.checks.map(({ id, label }) => [id, label])).toEqual([
      ["role", "Role"],
      ["context", "Context"],
      ["task", "Task"],
      ["constraints", "Constraints"],
      ["outputFormat", "Output format"],
      ["examples", "Examples"],
      ["variables", "Variables"],
    ]);
    expect(STRUCTURE_CHECKS.reduce((sum, check) => sum + check.weight, 0)).toBe(100);
    for (const check of result.checks) expect(Object.keys(check).sort()).toEqual(["advice", "id", "label", "passed"]);
  });

  test(`there are ${ALL_CASES.length} prompts to check against`, () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(30);
  });
});

const table = (cases: StructureCase[]) => cases.map((one) => [one.name, one] as const);

describe.each([
  ["one-liners", ONE_LINERS],
  ["everyday prompts", EVERYDAY],
  ["excellent prompts", EXCELLENT],
  ["prompts with broken variables", FLAWED_VARIABLES],
  ["prompts with sound variables", SOUND_VARIABLES],
  ["words that mean a part elsewhere", TRAPS],
])("%s", (_group, cases) => {
  test.each(table(cases))("%s", (_name, { prompt, fails, score }) => {
    const result = checkPromptStructure(prompt);
    expect(failed(result)).toEqual(fails);
    expect(result.score).toBeGreaterThanOrEqual(score[0]);
    expect(result.score).toBeLessThanOrEqual(score[1]);
  });
});

describe("the score and the advice", () => {
  test.each(table(ALL_CASES))("%s: the weights of the passed checks, and advice on every line", (_name, { prompt }) => {
    const result = checkPromptStructure(prompt);
    const passed = result.checks.filter((check) => check.passed).map((check) => weight(check.id));
    expect(result.score).toBe(passed.reduce((sum, points) => sum + points, 0));
    for (const check of result.checks) expect(check.advice.length).toBeGreaterThan(20);
  });

  test("all seven passed is 100, none but Variables is 10", () => {
    expect(checkPromptStructure(EXCELLENT[0]!.prompt).score).toBe(100);
    expect(checkPromptStructure("blog post about dogs").score).toBe(10);
  });

  test("a passed check quotes what it found; a failed one says what to add", () => {
    const result = checkPromptStructure("You are a wine critic. Describe this Rioja.");
    expect(advice(result, "role")).toBe("Gives the model a role: “You are a wine critic.”.");
    expect(advice(result, "constraints")).toMatch(/^Set limits: the length/);
  });

  test("case does not matter", () => {
    const lower = checkPromptStructure("you are a chef. write a recipe for [DISH] as a numbered list, under 200 words.");
    const upper = checkPromptStructure("YOU ARE A CHEF. WRITE A RECIPE FOR [DISH] AS A NUMBERED LIST, UNDER 200 WORDS.");
    expect(failed(lower)).toEqual(["context", "examples"]);
    expect(failed(upper)).toEqual(failed(lower));
  });

  test("a prompt of 10,000 characters is checked and rewritten quickly", () => {
    const words = ["write", "a", "the", "as", "[TOPIC]", "for", "each", "example:", "-", "1.", "you are", "table", "under", "10", "words,", "\n", "##", "Variables:", "[", "]", "e.g.", "a-b-", ":", "no", "must"];
    const prompt = Array.from({ length: 2000 }, (_, i) => words[(i * 7919) % words.length]).join(" ").slice(0, 10_000);
    const started = performance.now();
    rewrite(prompt);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("the Variables check: the product's [VARIABLE] slots, declared and used", () => {
  test("without variables it passes, with advice to consider them", () => {
    const result = checkPromptStructure("Write a limerick about a cat.");
    expect(failed(result)).not.toContain("variables");
    expect(advice(result, "variables")).toMatch(/^No variables\. If buyers should adapt parts .*\[TOPIC\]/);
  });

  test("with sound variables it names them", () => {
    expect(advice(checkPromptStructure("Write about [TOPIC, e.g. tides] for [READER]."), "variables")).toBe(
      "Variables: TOPIC, READER. Each becomes a field buyers fill in.",
    );
  });

  test("bracketed text with a letter that is not a variable is named, as the prompt form does", () => {
    expect(advice(checkPromptStructure(named("an example written where a variable name belongs, and a colon in a name")), "variables")).toMatch(
      /^Not variables: \[e\.g\. busy parents\], \[FEATURE: 2\]\. A variable is a name/,
    );
  });

  test("a declared variable never used, and a used one never declared, are named", () => {
    expect(advice(checkPromptStructure(named("a declared variable that is never used")), "variables")).toBe(
      "Listed as variables but never used: [AUDIENCE]. Put each where its value belongs, or take it off the list.",
    );
    expect(advice(checkPromptStructure(named("a used variable missing from the list")), "variables")).toBe(
      "Used but missing from the list of variables: [READER]. List each with what buyers should enter.",
    );
  });

  test("names that differ only in case, spaces or underscores are pointed out", () => {
    const result = checkPromptStructure("Compare [TARGET AUDIENCE] with [target_audience].");
    expect(advice(result, "variables")).toBe(
      "[TARGET AUDIENCE], [target_audience] are 2 different fields; spell each variable the same way everywhere.",
    );
  });

  test("more variables than the prompt form accepts", () => {
    expect(advice(checkPromptStructure(named("too many variables")), "variables")).toBe(
      "Content can have at most 20 variables in [BRACKETS]; it has 22.",
    );
  });

  test("a declaration list ends at the first blank line: a later item is a use", () => {
    const prompt = "Variables:\n- [TOPIC]: the subject\n\nWrite about [TOPIC].\n\n- [TOPIC]: keep it at the centre";
    expect(failed(checkPromptStructure(prompt))).not.toContain("variables");
  });
});

describe("the structured rewrite", () => {
  test.each(table(ALL_CASES))("%s: the original kept word for word, every variable with it", (_name, { prompt }) => {
    const improved = rewrite(prompt);
    expect(improved).toContain(prompt.trim());
    expect(findVariables(improved)).toEqual(findVariables(prompt));
    expect(notVariables(improved)).toEqual(notVariables(prompt));
  });

  test.each(table(ALL_CASES))("%s: rewriting the rewrite changes nothing", (_name, { prompt }) => {
    const improved = rewrite(prompt);
    expect(rewrite(improved)).toBe(improved);
    expect(failed(checkPromptStructure(improved)).filter((id) => id !== "variables")).toEqual([]);
  });

  test.each(table(EXCELLENT))("%s: a prompt that passes everything comes back as it is", (_name, { prompt }) => {
    expect(rewrite(prompt)).toBe(prompt);
  });

  test("a section only for each missing part, around the original as the task", () => {
    const prompt = named("a maths tutor for a child"); // no output format, no example
    expect(rewrite(prompt)).toBe(
      `## Task\n${prompt}\n\n## Output format\n<The shape of the answer: e.g. a numbered list, a table with the columns ..., JSON with the keys ...>\n\n` +
        "## Examples\nExample input: <a typical input>\nExample output: <the answer you would want for it>",
    );
  });

  test("every part missing: role and context before the original, the rest after, a placeholder for the task", () => {
    const headings = rewrite("blog post about dogs, funny")
      .split("\n")
      .filter((line) => line.startsWith("## "));
    expect(headings).toEqual(["## Role", "## Context", "## Task", "## Constraints", "## Output format", "## Examples"]);
    expect(rewrite("blog post about dogs, funny")).toContain(
      "## Task\n<One clear instruction that starts with a verb, e.g. Write ..., Review ...>\n\nblog post about dogs, funny\n\n",
    );
  });

  test("a prompt with headings of its own keeps them and gets no second Task heading", () => {
    const prompt = named("a declared variable that is never used");
    const improved = rewrite(prompt);
    expect(improved).not.toContain("## Task");
    expect(improved.indexOf("## Context")).toBeLessThan(improved.indexOf(prompt));
    expect(improved.indexOf(prompt)).toBeLessThan(improved.indexOf("## Constraints"));
  });

  test("only broken variables: nothing to add, the prompt comes back as it is", () => {
    const prompt = `${EXCELLENT[0]!.prompt}\nMention [product] once.`;
    expect(failed(checkPromptStructure(prompt))).toEqual(["variables"]);
    expect(rewrite(prompt)).toBe(prompt);
  });
});

test("the structure check imports nothing server-only, so the browser can use it", () => {
  const sources = ["prompt-structure", "prompt-cues", "prompt-text", "prompt-variables-check", "prompt-rewrite"].map((name) =>
    readFileSync(`app/models/ai/${name}.ts`, "utf8"),
  );
  sources.push(readFileSync("app/models/template-variables.ts", "utf8"));
  for (const source of sources) {
    for (const [, from] of source.matchAll(/from "([^"]+)"/gu)) expect(from).toMatch(/^\.{1,2}\/(?!.*\.server)[\w/-]+$/u);
  }
});
