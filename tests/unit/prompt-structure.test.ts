import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { FILL_IN_REFUSED, hasFillIn } from "~/models/ai/fill-in";
import { buildStructuredRewrite } from "~/models/ai/prompt-rewrite";
import { detectTaskKind, type TaskKind } from "~/models/ai/prompt-suggestions";
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
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
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

/** Every whitespace run as one space: the original's words, in order, whatever lines the rewrite put between them. */
const squash = (text: string) => text.replace(/\s+/gu, " ").trim();
/** The rewrite without what it added: its `## ` headings and its marked placeholders (for flat originals). */
const withoutAdditions = (improved: string) =>
  improved
    .split("\n")
    .filter((line) => !line.startsWith("## ") && !hasFillIn(line))
    .join("\n");
const HEADED = /^\s{0,3}#{1,6}\s/mu;

describe("the structured rewrite", () => {
  test.each(table(ALL_CASES))("%s: the original kept word for word, every variable with it", (_name, { prompt }) => {
    const improved = rewrite(prompt);
    if (HEADED.test(prompt)) expect(improved).toContain(prompt.trim());
    else expect(squash(withoutAdditions(improved))).toBe(squash(prompt));
    // Each line of the original is in the rewrite as it was (a flat one may be cut between sentences).
    for (const line of prompt.trim().split("\n")) for (const part of line.split(/(?<=[.!?])\s+/u)) expect(improved).toContain(part);
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

  test("a section only for each missing part; a flat prompt's role sentence under Role, the rest as the task", () => {
    const prompt = named("a maths tutor for a child"); // no output format, no example
    expect(rewrite(prompt)).toBe(
      "## Role\nYou are a patient maths tutor for a 12-year-old.\n\n" +
        "## Task\nExplain fractions using pizza slices. Ask one question at a time and never give the answer directly.\n\n" +
        "## Output format\n<<fill in: the shape of the answer, e.g. a numbered list, a table with the columns ..., or JSON with the keys ...>>\n\n" +
        "## Examples\nExample input: <<fill in: a typical input>>\nExample output: <<fill in: the answer you would want for it>>",
    );
  });

  test.each([
    ["You are a wine critic. Describe this Rioja.", "You are a wine critic.", "Describe this Rioja."],
    ["I want you to act as a Linux terminal.\nI will type commands and you will reply with what the terminal should show.", "I want you to act as a Linux terminal.", "I will type commands"],
    ["Role: a patient chess coach\nReview my last game and point out [NUMBER] mistakes.", "Role: a patient chess coach", "Review my last game"],
  ])("the role of %j goes under ## Role, never under ## Task", (prompt, role, task) => {
    const improved = rewrite(prompt);
    expect(improved).toMatch(new RegExp(`^## Role\\n${escape(role)}\\n\\n`, "u"));
    const taskSection = improved.slice(improved.indexOf("## Task"));
    expect(taskSection).not.toContain(role);
    expect(taskSection).toMatch(new RegExp(`^## Task\\n${escape(task)}`, "u"));
  });

  test.each([
    ["a role that also gives the task", "Act as a travel guide and suggest three places to visit near [PLACE]. List them with one line each."],
    ["a role given inside the instruction", "Plan my day as a focus coach."],
    ["a role after the task", "Write a limerick about a cat. You are a poet."],
  ])("%s stays with the task", (_case, prompt) => {
    const improved = rewrite(prompt);
    expect(improved).not.toMatch(/^## Role/mu);
    expect(improved).toContain(`## Task\n${prompt}`);
  });

  test("every part missing: role and context before the original, the rest after, a marked placeholder for the task", () => {
    const headings = rewrite("blog post about dogs, funny")
      .split("\n")
      .filter((line) => line.startsWith("## "));
    expect(headings).toEqual(["## Role", "## Context", "## Task", "## Constraints", "## Output format", "## Examples"]);
    expect(rewrite("blog post about dogs, funny")).toContain(
      "## Task\n<<fill in: one clear instruction that starts with a verb, e.g. Write a blog post about ...>>\n\nblog post about dogs, funny\n\n",
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

describe("the rewrite's placeholders: one marker, for the vendor to fill in", () => {
  test.each(table(ALL_CASES))("%s: every added placeholder is <<fill in: ...>>, no other angle or square brackets added", (_name, { prompt }) => {
    const improved = rewrite(prompt);
    if (improved === prompt) return;
    expect(hasFillIn(improved)).toBe(true);
    const marked = improved.replace(/<<fill in: [^<>[\]]+>>/gu, "");
    const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
    expect(count(marked, /[<>]/gu)).toBe(count(prompt, /[<>]/gu));
    expect(count(marked, /[[\]]/gu)).toBe(count(prompt, /[[\]]/gu));
  });

  test("the old bare placeholders are gone: '<a typical input>' could be published as it is", () => {
    const improved = rewrite("blog post about dogs, funny");
    expect(improved).not.toMatch(/(?<!<)<(?!<)[^<>]+>(?!>)/u);
    expect(improved).toContain("Example input: <<fill in: a typical topic>>");
  });

  test.each([
    ["<<fill in: the audience>>", true],
    ["Write for <<fill in:the audience>>", true],
    ["<< Fill in: a tone", true],
    ["Write about [TOPIC] for <AUDIENCE>.", false],
    ["if a << b and b >> c", false],
    ["Fill in the blanks: <<", false],
  ])("hasFillIn(%j) is %s", (text, marked) => {
    expect(hasFillIn(text)).toBe(marked);
  });

  test("the save refusal names the marker", () => {
    expect(FILL_IN_REFUSED).toBe("Replace the parts marked <<fill in: …>> before saving");
  });
});

describe("the suggestions fit the kind of task", () => {
  test.each<[string, TaskKind]>([
    ["write a tweet about cats", "tweet"],
    ["Draft a thread for X on remote work", "tweet"],
    ["Write a tweet summarising this article: [ARTICLE]", "tweet"],
    ["Write five LinkedIn posts about [TOPIC]", "social"],
    ["Give me an Instagram caption for this photo of our cake", "social"],
    ["Write a follow-up email to a client who has not paid", "email"],
    ["Write subject lines for our spring newsletter", "email"],
    ["blog post about dogs, funny", "article"],
    ["Write a 1,500-word article on composting", "article"],
    ["Write a Python function that parses ISO dates", "code"],
    ["Refactor this code: [CODE]", "code"],
    ["Find the bug in this TypeScript: [SNIPPET]", "code"],
    ["a cat astronaut, digital art, 4k, trending", "image"],
    ["A watercolour painting of a lighthouse at dawn --ar 16:9", "image"],
    ["Generate a logo for a vegan bakery", "image"],
    ["Summarise this email in three bullet points", "summary"],
    ["Can you summarize this article in 3 bullet points?", "summary"],
    ["TL;DR of the meeting notes below", "summary"],
    ["Explain how vaccines work like I'm five", "generic"],
    ["Give me 10 SEO keywords for a vegan bakery in Lisbon.", "generic"],
    ["What are the best practices for onboarding remote employees?", "generic"],
  ])("%j is a %s", (prompt, kind) => {
    expect(detectTaskKind(prompt)).toBe(kind);
  });

  test("'write a tweet about cats' gets a social media writer and a tweet's length, never a B2B copywriter or 150 words", () => {
    const improved = rewrite("write a tweet about cats");
    expect(improved).toMatch(/## Role\nYou are <<fill in: who the model should be, e\.g\. a social media writer\b[^>]*>>\./u);
    expect(improved).toContain("- Length: <<fill in: e.g. under 280 characters");
    expect(improved).not.toMatch(/B2B|150 words|copywriter/u);
    const advice = checkPromptStructure("write a tweet about cats").checks.map((check) => check.advice).join("\n");
    expect(advice).not.toMatch(/B2B|150 words/u);
    expect(advice).toMatch(/social media writer/u);
    expect(advice).toMatch(/under 280 characters/u);
  });

  test.each<[string, RegExp[]]>([
    ["Write an email to a client about a late invoice", [/e-mails people read and answer/u, /under 150 words/u, /a subject line/u]],
    ["blog post about dogs, funny", [/blog writer/u, /800 to 1,200 words/u, /subheadings/u]],
    ["Write a Python function that parses ISO dates", [/software engineer/u, /- Language: /u, /one code block/u]],
    ["a cat astronaut, digital art, 4k, trending", [/- Aspect ratio: /u, /watermarks/u]],
    ["Summarise the meeting notes below.", [/faithful summaries/u, /at most five bullet points/u, /facts not in the source/u]],
    ["Explain how tides work", [/an expert in the subject/u, /at most 300 words/u]],
  ])("%j: a role and limits that fit", (prompt, expected) => {
    const improved = rewrite(prompt);
    for (const pattern of expected) expect(improved).toMatch(pattern);
    expect(improved).not.toMatch(/B2B|high reply rates/u);
  });
});

test("the structure check imports nothing server-only, so the browser can use it", () => {
  const sources = ["prompt-structure", "prompt-cues", "prompt-text", "prompt-variables-check", "prompt-rewrite", "prompt-suggestions", "fill-in"].map((name) =>
    readFileSync(`app/models/ai/${name}.ts`, "utf8"),
  );
  sources.push(readFileSync("app/models/template-variables.ts", "utf8"));
  for (const source of sources) {
    for (const [, from] of source.matchAll(/from "([^"]+)"/gu)) expect(from).toMatch(/^\.{1,2}\/(?!.*\.server)[\w/-]+$/u);
  }
});
