/**
 * The images an upload may be, in one place: the file picker's `accept`, the hint under every
 * image field, the schema's check of the declared type and size, and the server's check of the
 * bytes (sharp's format names). Shared by components and the server, so no Node or Zod here.
 */
const FORMATS = [
  { label: "PNG", format: "png", mimeTypes: ["image/png"] },
  { label: "JPG", format: "jpeg", mimeTypes: ["image/jpeg", "image/jpg"] },
  { label: "WebP", format: "webp", mimeTypes: ["image/webp"] },
  { label: "GIF", format: "gif", mimeTypes: ["image/gif"] },
];

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_IMAGE_SIZE = "5 MB";

const labels = FORMATS.map((format) => format.label);
/** "PNG, JPG, WebP or GIF" */
const IMAGE_TYPES = `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}`;

export const IMAGE_ACCEPT = FORMATS.map((format) => format.mimeTypes[0]).join(",");
export const IMAGE_MIME_TYPES: readonly string[] = FORMATS.flatMap((format) => format.mimeTypes);
export const IMAGE_SHARP_FORMATS: ReadonlySet<string> = new Set(FORMATS.map((format) => format.format));

export const IMAGE_HINT = `${IMAGE_TYPES}, up to ${MAX_IMAGE_SIZE}.`;
export const IMAGE_TYPE_ERROR = `Image must be a ${IMAGE_TYPES} file`;
export const IMAGE_SIZE_ERROR = `Image must be ${MAX_IMAGE_SIZE} or smaller`;
