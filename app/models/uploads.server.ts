import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { AppError } from "~/utils/app-error";
import { env } from "~/env.server";
import { createId } from "~/utils/id";
import {
  IMAGE_PIXELS_ERROR,
  IMAGE_SHARP_FORMATS,
  IMAGE_SIZE_ERROR,
  IMAGE_TYPE_ERROR,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
} from "~/utils/image-formats";
import { BASE_MAX_WIDTH, VARIANT_WIDTHS, variantKey } from "~/utils/image-variants";

export { imageUrl } from "~/utils/image-variants";

/** A base key (`<id>.webp`); variant names (`<id>-w640.webp`) match it too, so they are served alike. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{10,40}\.webp$/;
const VARIANT_PATTERN = new RegExp(`^([A-Za-z0-9_-]{10,40})-w(?:${VARIANT_WIDTHS.join("|")})\\.webp$`);

export function uploadsDir(): string {
  return path.resolve(env().UPLOADS_DIR);
}

type ImageOptions = { field?: string };

/** Checks an upload by its bytes (not its name or declared type), its size and its pixel count. */
export async function readImage(file: Blob, field?: string): Promise<Buffer> {
  if (file.size > MAX_IMAGE_BYTES) throw new AppError(413, IMAGE_SIZE_ERROR, field);
  const bytes = Buffer.from(await file.arrayBuffer());
  await checkImage(bytes, field);
  return bytes;
}

/** Reads only the header: the type, and width × height against MAX_IMAGE_PIXELS, before any decoding. */
async function checkImage(bytes: Buffer, field?: string): Promise<void> {
  const meta = await readHeader(bytes);
  if (!meta?.format || !IMAGE_SHARP_FORMATS.has(meta.format)) {
    throw new AppError(422, IMAGE_TYPE_ERROR, field);
  }
  checkPixels(meta, field);
}

const readHeader = (bytes: Buffer) =>
  sharp(bytes)
    .metadata()
    .catch(() => undefined);

function checkPixels(meta: sharp.Metadata, field?: string): void {
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) throw new AppError(422, IMAGE_PIXELS_ERROR, field);
}

/**
 * Stores an image as WebP (at most BASE_MAX_WIDTH wide, metadata stripped) with its narrower
 * width variants, and returns its key. A file whose header looks right but whose pixels cannot
 * be decoded is refused, not a 500.
 */
export async function saveImage(input: Blob | Buffer, { field }: ImageOptions = {}): Promise<string> {
  const bytes = Buffer.isBuffer(input) ? input : await readImage(input, field);
  // Bytes read by the caller were checked for their type; a header that cannot be read fails below.
  const meta = Buffer.isBuffer(input) ? await readHeader(bytes) : undefined;
  if (meta) checkPixels(meta, field);
  const key = `${createId()}.webp`;
  await fs.mkdir(uploadsDir(), { recursive: true });
  try {
    await writeWithVariants(bytes, key);
  } catch {
    await deleteImage(key);
    throw new AppError(422, "This image could not be read. Try another file.", field);
  }
  return key;
}

/**
 * The file is decoded once (sharp's own pixel limit set too), straight to at most BASE_MAX_WIDTH;
 * the base and every variant narrower than it are encoded from those pixels. Never enlarged.
 */
async function writeWithVariants(bytes: Buffer, key: string): Promise<void> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: BASE_MAX_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  await writeWebp(decoded(), key);
  const widths = VARIANT_WIDTHS.filter((width) => width < info.width);
  await Promise.all(widths.map((width) => writeWebp(decoded().resize({ width }), variantKey(key, width))));
}

function writeWebp(image: sharp.Sharp, key: string) {
  return image.webp({ quality: 80 }).toFile(path.join(uploadsDir(), key));
}

/**
 * Live preview's images (CONTRACT 17, decision 0350) live in their own folder, which /uploads never
 * serves: only the preview image route does, to whoever may see each one. One WebP, no variants.
 */
const previewImagesDir = () => path.join(uploadsDir(), "preview-images");

export async function savePreviewImage(bytes: Buffer): Promise<string> {
  const meta = await readHeader(bytes);
  if (!meta?.format || !IMAGE_SHARP_FORMATS.has(meta.format)) throw new AppError(422, IMAGE_TYPE_ERROR);
  checkPixels(meta);
  const key = `${createId()}.webp`;
  await fs.mkdir(previewImagesDir(), { recursive: true });
  await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width: BASE_MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(path.join(previewImagesDir(), key));
  return key;
}

/** A preview image's file, refusing anything that is not one of our keys. */
export function previewImagePath(key: string): string | null {
  return KEY_PATTERN.test(key) ? path.join(previewImagesDir(), key) : null;
}

export async function findPreviewImage(key: string): Promise<StoredFile | null> {
  const file = previewImagePath(key);
  const stat = file ? await fs.stat(file).catch(() => undefined) : undefined;
  return file && stat?.isFile() ? { path: file, size: stat.size, mtimeMs: stat.mtimeMs } : null;
}

export async function deletePreviewImage(key: string): Promise<void> {
  const file = previewImagePath(key);
  if (file) await fs.rm(file, { force: true });
}

/** Removes an image and all its variants. */
export async function deleteImage(key: string | null | undefined): Promise<void> {
  if (!key || !KEY_PATTERN.test(key)) return;
  const keys = [key, ...VARIANT_WIDTHS.map((width) => variantKey(key, width))];
  await Promise.all(keys.map((name) => fs.rm(path.join(uploadsDir(), name), { force: true })));
}

/** Resolves a public key to its file, refusing anything that is not one of our keys. */
export function uploadPath(key: string): string | null {
  return KEY_PATTERN.test(key) ? path.join(uploadsDir(), key) : null;
}

export type StoredFile = { path: string; size: number; mtimeMs: number };

/**
 * The file to serve for a key. A variant that was never written (an image stored before
 * variants existed, or one narrower than that width) is served as its base image.
 */
export async function findUpload(key: string): Promise<StoredFile | null> {
  const base = VARIANT_PATTERN.exec(key)?.[1];
  const candidates = [uploadPath(key), base ? uploadPath(`${base}.webp`) : null];
  for (const file of candidates) {
    const stat = file ? await fs.stat(file).catch(() => undefined) : undefined;
    if (file && stat?.isFile()) return { path: file, size: stat.size, mtimeMs: stat.mtimeMs };
  }
  return null;
}
