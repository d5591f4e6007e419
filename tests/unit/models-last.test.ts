import { expect, test } from "vitest";
import { deleteModel, listModels } from "~/models/models.server";

// A file of its own: it empties the model list that tests/unit/models.test.ts relies on.
test("unused models can all be deleted but the last one, which every new prompt needs", () => {
  const [last, ...others] = listModels();
  for (const model of others) deleteModel(model.id);
  expect(listModels()).toEqual([last]);
  expect(() => deleteModel(last!.id)).toThrow("Keep at least one model: every prompt needs one.");
  expect(listModels()).toEqual([last]);
});
