import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
} from "@remix-run/node";
import { AppError } from "~/models/errors";
import { MAX_IMAGE_BYTES } from "~/schemas/fields";

/**
 * Reads a form body, urlencoded or multipart. Files are kept in memory up to 5 MB each;
 * a larger part is refused with a clear 413 rather than a crash.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) return request.formData();
  try {
    return await parseMultipartFormData(
      request,
      createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES }),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) {
      throw new AppError(413, "Image must be 5 MB or smaller", error.field);
    }
    throw error;
  }
}
