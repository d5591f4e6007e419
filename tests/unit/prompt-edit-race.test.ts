import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, test } from "vitest";
import { AppError } from "~/utils/app-error";
import { deletePrompt, getPrompt, setPromptStatusByAdmin, updatePrompt, type Prompt } from "~/models/prompts.server";
import type { Vendor } from "~/models/users.server";
import type { PromptInput } from "~/schemas/prompt";
import { makeBuyer, makeCategory, makePrompt, makeVendor, recordPurchase } from "../factories";

/**
 * `updatePrompt` saves the new image before it writes: whatever an admin (or the vendor in
 * another tab) decides while the image is being saved must survive the edit (docs/decisions/0192).
 * Calling it without awaiting runs its reads up to the image save; the test acts in between.
 */

let vendor: Vendor;
let prompt: Prompt;

async function pngFile(): Promise<File> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0f766e" } }).png().toBuffer();
  return new File([new Uint8Array(png)], "art.png", { type: "image/png" });
}

async function editWithImage(): Promise<PromptInput> {
  return {
    title: "Edited while an admin looked",
    description: "Writes a launch email for a product, with subject lines and a call to action.",
    categoryId: prompt.categoryId,
    priceUsd: 12.5,
    content: "You are a launch copywriter. Write three subject lines, then the body.",
    tags: ["email"],
    status: "active",
    featuredImage: await pngFile(),
  };
}

const uploadedFiles = () => fs.readdirSync(process.env.UPLOADS_DIR!, { recursive: true }).filter((f) => path.extname(String(f)) !== "").length;

beforeEach(async () => {
  vendor = (await makeVendor()).vendor;
  prompt = await makePrompt(vendor, await makeCategory());
});

describe("an edit with a new image, and a decision made while the image is saved", () => {
  test("an admin's ban in between stays: the edit keeps its text, the prompt stays banned", async () => {
    const input = await editWithImage();
    const editing = updatePrompt(vendor, prompt.id, input);
    await setPromptStatusByAdmin(prompt.id, "banned");
    const edited = await editing;
    expect(edited.status).toBe("banned");
    expect(await getPrompt(prompt.id)).toMatchObject({ status: "banned", title: "Edited while an admin looked", priceCents: 1250 });
    expect(edited.featuredImage).toBeTruthy();
  });

  test("an archive in between (deleted in another tab after a sale) is not undone: 404, the new image removed", async () => {
    await recordPurchase((await makeBuyer()).id, prompt);
    const before = uploadedFiles();
    const input = await editWithImage();
    const editing = updatePrompt(vendor, prompt.id, input);
    expect(await deletePrompt(vendor, prompt.id)).toBe("archived");
    const refused = await editing.then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(404);
    expect(await getPrompt(prompt.id)).toMatchObject({ status: "archived", title: prompt.title });
    expect(uploadedFiles()).toBe(before);
  });
});
