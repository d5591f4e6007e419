import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { AppError } from "./app-error";
import { IMAGE_SIZE_ERROR } from "./image-formats";
import { MAX_FORM_FIELDS, MAX_IMAGE_BYTES, OVERSIZED_IMAGE_DRAIN_BYTES } from "./request-limits";

const tooManyFields = () => new AppError(413, `This form has too many fields (at most ${MAX_FORM_FIELDS}).`);

/**
 * A file part over 5 MB is read to its end and dropped (its field noted) instead of stopping
 * the upload, so the other fields still arrive and the form can come back as it was typed.
 */
function imageUploadHandler(oversized: Set<string>): UploadHandler {
  const text = createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES });
  let parts = 0;
  return async (part) => {
    if (++parts > MAX_FORM_FIELDS) throw tooManyFields();
    if (typeof part.filename !== "string") return text(part);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of part.data) {
      size += chunk.byteLength;
      if (size > OVERSIZED_IMAGE_DRAIN_BYTES) throw new AppError(413, IMAGE_SIZE_ERROR, part.name);
      if (size <= MAX_IMAGE_BYTES) chunks.push(chunk);
    }
    if (size > MAX_IMAGE_BYTES) {
      oversized.add(part.name);
      return undefined;
    }
    return new File(chunks as BlobPart[], part.filename, { type: part.contentType });
  };
}

/**
 * Reads a form body, urlencoded or multipart, keeping files in memory up to 5 MB each.
 * `oversized` names the file fields that were larger and dropped.
 */
export async function readFormParts(request: Request): Promise<{ formData: FormData; oversized: string[] }> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    // A urlencoded body is at most OTHER_BODY_BYTES (the front door's limit): parsing it whole is bounded.
    const formData = await request.formData();
    if ([...formData.keys()].length > MAX_FORM_FIELDS) throw tooManyFields();
    return { formData, oversized: [] };
  }
  const oversized = new Set<string>();
  try {
    const formData = await parseMultipartFormData(request, imageUploadHandler(oversized));
    return { formData, oversized: [...oversized] };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Only a text field over 5 MB gets here: nobody types that.
    if (error instanceof MaxPartSizeExceededError) throw new AppError(413, "This form is too large.");
    // The parser's own errors (a part name no browser sends, a broken boundary): the sender's fault.
    throw new AppError(400, "This form could not be read.");
  }
}

/** The web forms' error for each file `readFormParts` dropped as too large, next to its field. */
export function oversizedFileErrors(oversized: string[]): Record<string, string[]> | undefined {
  if (!oversized.length) return undefined;
  return Object.fromEntries(oversized.map((name) => [name, [IMAGE_SIZE_ERROR]]));
}

/** Like `readFormParts`, but an oversized file is refused with a clear 413 (the JSON API). */
export async function readFormData(request: Request): Promise<FormData> {
  const { formData, oversized } = await readFormParts(request);
  if (oversized.length) throw new AppError(413, IMAGE_SIZE_ERROR, oversized[0]);
  return formData;
}
