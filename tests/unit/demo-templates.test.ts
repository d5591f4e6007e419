import { describe, expect, test } from "vitest";
import { blankVariables, examplesModeReady } from "~/models/preview-mode";
import { fillTemplate, findVariables, MAX_VARIABLES, notVariables, parseVariables, templateVariables } from "~/models/template-variables";
import { DEMO_PROMPTS } from "~/seed/catalogue";
import { DEMO_PREVIEWS } from "~/seed/catalogue/previews";

/** The demo catalogue follows the variable syntax (issue 23 point 2, decision 0298). */

describe.each(DEMO_PROMPTS.map((prompt) => [prompt.title, prompt.content] as const))("demo template %s", (_title, content) => {
  test("every bracketed part is a variable, and there are not too many", () => {
    expect(notVariables(content)).toEqual([]);
    expect(findVariables(content).length).toBeLessThanOrEqual(MAX_VARIABLES);
  });

  test("filled in with a value per variable, no bracket is left", () => {
    const values = Object.fromEntries(findVariables(content).map((name) => [name, "value"]));
    expect(fillTemplate(content, values)).not.toMatch(/[[\]]/);
  });
});

test("Dreamy Watercolor Landscapes asks for the place, the time of day, the season, the palette and the composition", () => {
  const dreamy = DEMO_PROMPTS.find((prompt) => prompt.title === "Dreamy Watercolor Landscapes")!;
  expect(parseVariables(dreamy.content)).toEqual([
    { name: "PLACE", example: "a fishing village on a fjord", defaultValue: null },
    { name: "TIME OF DAY", example: null, defaultValue: null },
    { name: "SEASON", example: null, defaultValue: null },
    { name: "PALETTE", example: "ultramarine, burnt sienna, quinacridone gold", defaultValue: null },
    { name: "COMPOSITION", example: "low horizon, rule of thirds", defaultValue: null },
  ]);
});

test("several demo prompts have live preview on, each example set filling exactly the prompt's variables (issue 41 point 2)", () => {
  const titles = Object.keys(DEMO_PREVIEWS);
  expect(titles.length).toBeGreaterThanOrEqual(4);
  for (const title of titles) {
    const prompt = DEMO_PROMPTS.find((candidate) => candidate.title === title);
    expect(prompt, title).toBeDefined();
    const variables = templateVariables(prompt!.content);
    const { mode, examples } = DEMO_PREVIEWS[title]!;
    expect(examplesModeReady(variables, examples), title).toBe(true);
    for (const set of examples) expect(Object.keys(set).sort(), title).toEqual([...variables].sort());
    expect(examples.flatMap((set) => blankVariables(variables, set)), title).toEqual([]);
    expect(["examples", "open"]).toContain(mode);
  }
});
