import { expect, test } from "vitest";
import { deleteModel, listModels } from "~/models/models.server";

// A file of its own: it empties the model list that tests/unit/models.test.ts relies on.
test("unused models can all be deleted but the last one, which every new prompt needs", async () => {
  const [last, ...others] = await listModels();
  for (const model of others) await deleteModel(model.id);
  expect(await listModels()).toEqual([last]);
  await expect(deleteModel(last!.id)).rejects.toThrow("Keep at least one model: every prompt needs one.");
  expect(await listModels()).toEqual([last]);
});
