import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { AppError } from "~/models/errors";
import { MAX_IMAGE_BYTES } from "~/schemas/fields";
import { env } from "~/env.server";
import { createId } from "./id";

const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp", "gif"]);
const KEY_PATTERN = /^[A-Za-z0-9_-]{10,40}\.webp$/;

export function uploadsDir(): string {
  return path.resolve(env().UPLOADS_DIR);
}

type ImageOptions = { maxWidth?: number; field?: string };

/** Checks an upload by its bytes (not its name or declared type) and size. */
export async function readImage(file: Blob, field?: string): Promise<Buffer> {
  if (file.size > MAX_IMAGE_BYTES) throw new AppError(413, "Image must be 5 MB or smaller", field);
  const bytes = Buffer.from(await file.arrayBuffer());
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new AppError(422, "Image must be a PNG, JPG, WebP or GIF file", field);
  }
  return bytes;
}

/**
 * Stores an image as WebP (at most `maxWidth` wide, metadata stripped) and returns its key.
 * A file whose header looks right but whose pixels cannot be decoded is refused, not a 500.
 */
export async function saveImage(input: Blob | Buffer, { maxWidth = 1600, field }: ImageOptions = {}): Promise<string> {
  const bytes = Buffer.isBuffer(input) ? input : await readImage(input, field);
  const key = `${createId()}.webp`;
  await fs.mkdir(uploadsDir(), { recursive: true });
  try {
    await sharp(bytes)
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(path.join(uploadsDir(), key));
  } catch {
    throw new AppError(422, "This image could not be read. Try another file.", field);
  }
  return key;
}

export async function deleteImage(key: string | null | undefined): Promise<void> {
  if (!key || !KEY_PATTERN.test(key)) return;
  await fs.rm(path.join(uploadsDir(), key), { force: true });
}

/** Resolves a public key to its file, refusing anything that is not one of our keys. */
export function uploadPath(key: string): string | null {
  return KEY_PATTERN.test(key) ? path.join(uploadsDir(), key) : null;
}

export function imageUrl(key: string | null | undefined): string | null {
  return key ? `/uploads/${key}` : null;
}
