import sharp from "sharp";
import { expect, test } from "vitest";
import { OptionalImageField } from "~/schemas/fields";
import { IMAGE_ACCEPT, IMAGE_HINT, IMAGE_TYPE_ERROR } from "~/utils/image-formats";
import { readImage } from "~/models/uploads.server";

const namedTypes = (text: string) => [...text.matchAll(/\b(PNG|JPE?G|WebP|GIF)\b/g)].map((match) => match[1]);

test("the hint under an image field and the type error name the same types", () => {
  expect(namedTypes(IMAGE_HINT)).toEqual(["PNG", "JPG", "JPEG"]);
  expect(IMAGE_HINT).toContain("PNG, JPG, JPEG (max 5MB)");
  expect(namedTypes(IMAGE_TYPE_ERROR)).toEqual(namedTypes(IMAGE_HINT));
});

test.each([
  ["png", "image/png"],
  ["jpeg", "image/jpeg"],
  ["webp", "image/webp"],
  ["gif", "image/gif"],
] as const)("a %s is offered by the file picker and passes the schema and the server's check", async (format, type) => {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#6d28d9" } }).toFormat(format).toBuffer();
  const file = new File([new Uint8Array(bytes)], `picture.${format}`, { type });
  expect(IMAGE_ACCEPT.split(",")).toContain(type);
  expect(OptionalImageField.safeParse(file).success).toBe(true);
  await expect(readImage(file)).resolves.toBeInstanceOf(Buffer);
});

test("anything else gets the same type error from the schema and from the server", async () => {
  const text = new File(["just some notes"], "notes.txt", { type: "text/plain" });
  expect(OptionalImageField.safeParse(text).error?.issues[0]?.message).toBe(IMAGE_TYPE_ERROR);
  const disguised = new File(["just some notes"], "cover.png", { type: "image/png" });
  await expect(readImage(disguised)).rejects.toThrowAppError(422, IMAGE_TYPE_ERROR);
});
