import { describe, expect, test } from "vitest";
import { z } from "zod";
import { AppError } from "~/utils/app-error";
import { MAX_IMAGE_BYTES, OptionalImageField } from "~/schemas/fields";
import { readFormData, readFormParts } from "~/utils/form-data.server";
import { saveMultipartForm } from "~/pages/multipart-form.server";

const Schema = z.object({ title: z.string().min(3, "Title is too short"), image: OptionalImageField });

// `data()` replies: what the route would send back.
type Reply = { init: { status: number }; data: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };

function multipart(fields: Record<string, string | File>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request("http://localhost/form", { method: "POST", body });
}

const image = (bytes: number) => new File([new Uint8Array(bytes)], "picture.png", { type: "image/png" });

describe("saveMultipartForm", () => {
  test("hands a valid form to save and answers null", async () => {
    let saved: unknown;
    const reply = await saveMultipartForm(multipart({ title: "Launch email", image: image(100) }), Schema, async (input) => {
      saved = input;
    });
    expect(reply).toBeNull();
    expect(saved).toMatchObject({ title: "Launch email", image: expect.any(File) });
  });

  test("an image over 5 MB is refused next to its field and the typed text comes back", async () => {
    let called = false;
    const reply = (await saveMultipartForm(multipart({ title: "Launch email", image: image(MAX_IMAGE_BYTES + 1) }), Schema, async () => {
      called = true;
    })) as unknown as Reply;
    expect(called).toBe(false);
    expect(reply.init.status).toBe(413);
    expect(reply.data.error).toEqual({ image: ["Image must be 5 MB or smaller"] });
    expect(reply.data.initialValue).toMatchObject({ title: "Launch email" });
  });

  test("schema errors come back with 400 and a domain error on its field", async () => {
    const invalid = (await saveMultipartForm(multipart({ title: "ab" }), Schema, async () => {})) as unknown as Reply;
    expect(invalid.init.status).toBe(400);
    expect(invalid.data.error).toEqual({ title: ["Title is too short"] });
    const refused = (await saveMultipartForm(multipart({ title: "Launch email" }), Schema, async () => {
      throw new AppError(409, "Title taken", "title");
    })) as unknown as Reply;
    expect(refused.init.status).toBe(409);
    expect(refused.data.error).toEqual({ title: ["Title taken"] });
  });
});

describe("readFormParts (the web forms' reader)", () => {
  test("drops an oversized file but keeps the fields before and after it", async () => {
    const { formData, oversized } = await readFormParts(multipart({ title: "Launch email", image: image(MAX_IMAGE_BYTES + 1), bio: "After the file" }));
    expect(oversized).toEqual(["image"]);
    expect(formData.get("title")).toBe("Launch email");
    expect(formData.get("bio")).toBe("After the file");
    expect(formData.get("image")).toBeNull();
  });
});

describe("readFormData (the API's reader)", () => {
  test("refuses an oversized image with 413 on its field", async () => {
    await expect(readFormData(multipart({ title: "x", image: image(MAX_IMAGE_BYTES + 1) }))).rejects.toMatchObject({
      status: 413,
      message: "Image must be 5 MB or smaller",
      field: "image",
    });
  });
});
