import { describe, expect, test } from "vitest";
import { fillTemplate, findVariables, MAX_VARIABLES, notVariables, parseVariables } from "~/models/template-variables";
import { DEMO_PROMPTS } from "~/seed/catalogue";

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
