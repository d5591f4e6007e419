/**
 * The images an upload may be, in one place: the file picker's `accept`, the hint under every
 * image field, the schema's check of the declared type and size, and the server's check of the
 * bytes (sharp's format names). Shared by components and the server, so no Node or Zod here.
 */
import { MAX_IMAGE_BYTES, sizeText } from "./request-limits";

const FORMATS = [
  { format: "png", mimeTypes: ["image/png"] },
  { format: "jpeg", mimeTypes: ["image/jpeg", "image/jpg"] },
  { format: "webp", mimeTypes: ["image/webp"] },
  { format: "gif", mimeTypes: ["image/gif"] },
];

export { MAX_IMAGE_BYTES };
const MAX_IMAGE_SIZE = sizeText(MAX_IMAGE_BYTES);

/**
 * The names the hint and the type error give: the SPEC's hint ("PNG, JPG, JPEG (max 5MB)"), so
 * both say the same. WebP and GIF are taken too, unnamed: a phone's screenshot or a saved web image
 * should not be refused for a format the hint does not mention.
 */
const NAMED = ["PNG", "JPG", "JPEG"];
/** "PNG, JPG or JPEG" */
const IMAGE_TYPES = `${NAMED.slice(0, -1).join(", ")} or ${NAMED.at(-1)}`;

export const IMAGE_ACCEPT = FORMATS.map((format) => format.mimeTypes[0]).join(",");
export const IMAGE_MIME_TYPES: readonly string[] = FORMATS.flatMap((format) => format.mimeTypes);
export const IMAGE_SHARP_FORMATS: ReadonlySet<string> = new Set(FORMATS.map((format) => format.format));

export const IMAGE_HINT = `${NAMED.join(", ")} (max 5MB).`;
export const IMAGE_TYPE_ERROR = `Image must be a ${IMAGE_TYPES} file`;
export const IMAGE_SIZE_ERROR = `Image must be ${MAX_IMAGE_SIZE} or smaller`;

/** Decoded size, not file size: a 150 KB PNG can be a 48-megapixel (140 MB) bitmap. */
export const MAX_IMAGE_MEGAPIXELS = 40;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
export const IMAGE_PIXELS_ERROR = `Image is too large: at most ${MAX_IMAGE_MEGAPIXELS} megapixels`;
