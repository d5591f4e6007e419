import fs from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "~/utils/app-error";
import { IMAGE_PIXELS_ERROR, MAX_IMAGE_MEGAPIXELS } from "~/utils/image-formats";
import { saveImage, uploadsDir } from "~/models/uploads.server";

/**
 * Issue 11: a small file that decodes to a huge bitmap (a 48-megapixel single-colour PNG is
 * about 150 KB, and 140 MB once decoded) is refused before it is decoded.
 */
let bomb: Buffer;
beforeAll(async () => {
  bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#3366cc" } }).png({ compressionLevel: 9 }).toBuffer();
}, 60_000);

const stored = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);

describe("the pixel limit", () => {
  it("is one constant, named in the message", () => {
    expect(MAX_IMAGE_MEGAPIXELS).toBe(40);
    expect(IMAGE_PIXELS_ERROR).toBe("Image is too large: at most 40 megapixels");
  });

  it.each([
    ["an uploaded file", () => new Blob([new Uint8Array(bomb)], { type: "image/png" })],
    ["bytes already read", () => bomb],
  ])("refuses %s above it with a field error, and stores nothing", async (_, input) => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = stored();
    const refusal = await saveImage(input(), { field: "image" }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 422, message: IMAGE_PIXELS_ERROR, field: "image" });
    expect(stored()).toEqual(before);
  });

  it("still stores a large photo under it, with its variants", async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#cc6633" } }).jpeg().toBuffer();
    const key = await saveImage(photo);
    const written = stored().filter((name) => name.startsWith(key.replace(".webp", "")));
    expect(written.sort()).toEqual([key, ...[1200, 320, 640, 800].map((w) => key.replace(".webp", `-w${w}.webp`))].sort());
    expect((await sharp(`${uploadsDir()}/${key}`).metadata()).width).toBe(1600);
    expect((await sharp(`${uploadsDir()}/${key.replace(".webp", "-w320.webp")}`).metadata()).width).toBe(320);
  });
});
