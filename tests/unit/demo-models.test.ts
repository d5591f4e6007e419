import { describe, expect, test } from "vitest";
import { DEMO_PROMPTS } from "~/seed/catalogue";
import { generatedPrompt } from "~/seed/generated";
import { REVIEW_TEXTS } from "~/seed/history-words";
import { DEMO_MODELS, demoModelFor, demoModels } from "~/seed/models";
import { DEMO_CATEGORIES } from "~/seed/categories";

/** Issue 23, point 12: the demo's models each have prompts, and no prompt's words name another model. */

const ALL_REVIEW_TEXTS = Object.values(REVIEW_TEXTS).flat();

/** The demo models that `text` names, in any letter case. */
const modelsNamedIn = (text: string) => DEMO_MODELS.filter((model) => text.toLowerCase().includes(model.toLowerCase()));

describe("the demo catalogue's models", () => {
  const models = demoModels(DEMO_PROMPTS);

  test("every demo model has at least one demo prompt", () => {
    for (const model of DEMO_MODELS) expect(models, model).toContain(model);
  });

  test("each demo prompt's tags name only its own model", () => {
    DEMO_PROMPTS.forEach((prompt, i) => {
      const others = prompt.tags.flatMap(modelsNamedIn).filter((named) => named !== models[i]);
      expect(others, `${prompt.title} (${models[i]})`).toEqual([]);
    });
  });

  test("the review texts any demo prompt may get name no model", () => {
    for (const text of ALL_REVIEW_TEXTS) expect(modelsNamedIn(text), text).toEqual([]);
  });

  test("generated prompts' tags name only their own model", () => {
    for (let n = 1; n <= 400; n++) {
      const { category, tags, title } = generatedPrompt(n);
      const own = demoModelFor(category, Math.floor(n / DEMO_CATEGORIES.length));
      expect(tags.flatMap(modelsNamedIn).filter((named) => named !== own), title).toEqual([]);
    }
  });
});
