import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loader as uploads } from "~/routes/uploads.$";
import { BASE_MAX_WIDTH, imageSrcSet, variantKey } from "~/utils/image-variants";
import { deleteImage, saveImage, uploadPath, uploadsDir } from "~/models/uploads.server";

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#7c3aed" } }).png().toBuffer();
}

async function widthOf(key: string): Promise<number | undefined> {
  return (await sharp(uploadPath(key)!).metadata()).width;
}

const exists = (key: string) => fs.existsSync(path.join(uploadsDir(), key));

function getUpload(key: string) {
  return uploads({ request: new Request(`http://localhost/uploads/${key}`), params: { "*": key }, context: {} });
}

describe("image width variants", () => {
  it("stores the base (at most 1600 wide) and a WebP per narrower width", async () => {
    const key = await saveImage(await png(2400, 1200));
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}\.webp$/);
    expect(await widthOf(key)).toBe(BASE_MAX_WIDTH);
    for (const width of [320, 640, 1200]) {
      const variant = variantKey(key, width);
      expect(variant).toBe(key.replace(".webp", `-w${width}.webp`));
      const meta = await sharp(uploadPath(variant)!).metadata();
      expect(meta).toMatchObject({ format: "webp", width, height: width / 2 });
    }
  });

  it("never enlarges: a small image gets only the variants narrower than itself", async () => {
    const key = await saveImage(await png(700, 350));
    expect(await widthOf(key)).toBe(700);
    expect(exists(variantKey(key, 320))).toBe(true);
    expect(exists(variantKey(key, 640))).toBe(true);
    expect(exists(variantKey(key, 1200))).toBe(false);
  });

  it("deletes the variants together with the image", async () => {
    const key = await saveImage(await png(1300, 650));
    const files = [key, ...[320, 640, 1200].map((width) => variantKey(key, width))];
    expect(files.every(exists)).toBe(true);
    await deleteImage(key);
    expect(files.some(exists)).toBe(false);
  });

  it("an undecodable image leaves no file behind", async () => {
    const before = fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0;
    const broken = Buffer.concat([(await png(50, 50)).subarray(0, 60), Buffer.alloc(200)]);
    await expect(saveImage(broken)).rejects.toThrow("This image could not be read. Try another file.");
    expect(fs.readdirSync(uploadsDir()).length).toBe(before);
  });

  it("lists every width in the srcset, the base as the widest", () => {
    expect(imageSrcSet("abcdefghijklmnopqrstuv.webp")).toBe(
      "/uploads/abcdefghijklmnopqrstuv-w320.webp 320w, /uploads/abcdefghijklmnopqrstuv-w640.webp 640w, " +
        "/uploads/abcdefghijklmnopqrstuv-w800.webp 800w, " +
        "/uploads/abcdefghijklmnopqrstuv-w1200.webp 1200w, /uploads/abcdefghijklmnopqrstuv.webp 1600w",
    );
  });
});

describe("serving variants", () => {
  it("serves a stored variant itself", async () => {
    const key = await saveImage(await png(1000, 500));
    const response = await getUpload(variantKey(key, 320));
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(320);
  });

  it("falls back to the base when a variant is missing (older images, small originals)", async () => {
    const key = await saveImage(await png(500, 250));
    for (const width of [320, 640, 1200]) fs.rmSync(path.join(uploadsDir(), variantKey(key, width)), { force: true });
    const response = await getUpload(variantKey(key, 640));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync(uploadPath(key)!))).toBe(true);
  });

  it("404 for a variant of an unknown image and for widths that are not ours", async () => {
    const key = await saveImage(await png(800, 400));
    expect((await getUpload(variantKey("AAAAAAAAAAAAAAAAAAAAAA.webp", 320))).status).toBe(404);
    expect((await getUpload(variantKey(key, 321))).status).toBe(404);
  });
});
