import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { Category } from "~/models/categories.server";
import { listExamples } from "~/models/prompt-examples.server";
import { uploadsDir } from "~/models/uploads.server";
import { api } from "../factories";
import { formOf, pngFile, promptApiCast, promptFields, seedPrompt, type SignedIn, type SignedInVendor } from "../factories";

let category: Category;
let seller: SignedInVendor;
let buyer: SignedIn;

beforeEach(async () => {
  ({ category, seller, buyer } = await promptApiCast());
});

const uploads = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);
const fileOf = (url: string) => path.join(uploadsDir(), path.basename(url));

describe("example outputs over the API", () => {
  it("create-prompt takes exampleImageN and exampleTextN and answers with `examples` in slot order", async () => {
    const form = formOf({ ...promptFields(category.id), exampleText3: "A haiku about tea.", exampleImage1: await pngFile("example.png") });
    const { status, body } = await api("POST", "prompt/create-prompt", { token: seller.token, body: form });
    expect(status).toBe(201);
    const [image, text] = body.data.data.examples;
    expect(image).toEqual({ position: 1, kind: "image", imageUrl: expect.stringMatching(/^\/uploads\/[\w-]+\.webp$/) });
    expect(fs.existsSync(fileOf(image.imageUrl))).toBe(true);
    expect(text).toEqual({ position: 3, kind: "text", text: "A haiku about tea." });
    expect(body.data.data.examples).toHaveLength(2);
  });

  it("JSON takes example texts (files need multipart)", async () => {
    const json = promptFields(category.id, { exampleText2: "Plain text example", exampleImage1: "not-a-file" });
    const { status, body } = await api("POST", "prompt/create-prompt", { token: seller.token, json });
    expect(status).toBe(201);
    expect(body.data.data.examples).toEqual([{ position: 2, kind: "text", text: "Plain text example" }]);
  });

  it("every prompt payload carries `examples`: to anyone before purchase, empty without any", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id, { exampleText1: "Shown before purchase" });
    for (const token of [buyer.token, undefined]) {
      const { status, body } = await api("GET", `prompt/get-single-prompt/${prompt.id}`, { token });
      expect(status).toBe(200);
      expect(body.data.data.content).toBeUndefined();
      expect(body.data.data.examples).toEqual([{ position: 1, kind: "text", text: "Shown before purchase" }]);
    }
    const bare = await seedPrompt(seller.vendor, category.id);
    expect((await api("GET", `prompt/get-single-prompt/${bare.id}`)).body.data.data.examples).toEqual([]);
  });

  it("update-prompt replaces a slot, removes one with removeExampleN, and keeps slots it does not name", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id, {
      exampleImage1: await pngFile(),
      exampleText2: "Stays as it is",
      exampleText3: "Goes",
    });
    const oldImage = (await listExamples(prompt.id))[0]!.image!;
    const form = formOf({ ...promptFields(category.id), exampleText1: "Replaces the image", removeExample3: "true" });
    const { status, body } = await api("PUT", `prompt/update-prompt/${prompt.id}`, { token: seller.token, body: form });
    expect(status).toBe(200);
    expect(body.data.data.examples).toEqual([
      { position: 1, kind: "text", text: "Replaces the image" },
      { position: 2, kind: "text", text: "Stays as it is" },
    ]);
    expect(fs.existsSync(path.join(uploadsDir(), oldImage))).toBe(false);
  });

  it("refuses bad example input with 422 and the field, never a 500, and keeps what was saved", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id, { exampleText1: "Saved before" });
    const route = `prompt/update-prompt/${prompt.id}`;
    const before = uploads();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ exampleText2: "x".repeat(2001) }, "exampleText2", "Example output text must be at most 2,000 characters"],
      [{ exampleText2: "Both", exampleImage2: await pngFile() }, "exampleText2", "An example output is an image or a text, not both: clear one of them"],
      [{ exampleImage3: new File(["not an image"], "x.png", { type: "image/png" }) }, "exampleImage3", "Image must be a PNG, JPG or JPEG file"],
      [{ exampleImage4: new File(["GIF89a"], "x.txt", { type: "text/plain" }) }, "exampleImage4", "Image must be a PNG, JPG or JPEG file"],
    ];
    for (const [fields, field, message] of cases) {
      const form = formOf({ ...promptFields(category.id, { title: "Should not be saved" }), exampleImage1: await pngFile(), ...fields });
      const { status, body } = await api("PUT", route, { token: seller.token, body: form });
      expect(status, field).toBe(422);
      expect(body).toMatchObject({ success: false, message });
      expect(body.errors[field]).toEqual([message]);
    }
    expect((await listExamples(prompt.id)).map((example) => [example.position, example.text])).toEqual([[1, "Saved before"]]);
    expect(uploads()).toEqual(before);
    const odd = await api("PUT", route, { token: seller.token, json: { ...promptFields(category.id), exampleText2: { nested: true } } });
    expect(odd.status).toBe(422);
    expect(Object.keys(odd.body.errors)).toEqual(["exampleText2"]);
  });

  it("takes five 5 MB images in one multipart body (featured and four examples)", async () => {
    const big = async (name: string) => {
      const png = Buffer.from(await (await pngFile(name)).arrayBuffer());
      // Trailing bytes after the PNG's end: still a PNG, near the 5 MB limit.
      return new File([new Uint8Array(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length - 1024)]))], name, { type: "image/png" });
    };
    const form = formOf({
      ...promptFields(category.id),
      featuredImage: await big("f.png"),
      exampleImage1: await big("1.png"),
      exampleImage2: await big("2.png"),
      exampleImage3: await big("3.png"),
      exampleImage4: await big("4.png"),
    });
    const { status, body } = await api("POST", "prompt/create-prompt", { token: seller.token, body: form });
    expect(status).toBe(201);
    expect(body.data.data.examples).toHaveLength(4);
  });
});
