import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { FieldErrors } from "../forms";

/**
 * "Featured image": optional. Shows the current image (edit), and with JavaScript a preview of
 * the chosen file; leaving it empty keeps the current one.
 */
export function FeaturedImageField({
  field,
  currentImage,
}: {
  field: FieldMetadata<File | undefined, Record<string, unknown>, string[]>;
  currentImage: string | null;
}) {
  const currentUrl = currentImage ? `/uploads/${currentImage}` : null;
  const [preview, setPreview] = useState(currentUrl);
  useEffect(() => () => void (preview?.startsWith("blob:") && URL.revokeObjectURL(preview)), [preview]);
  const props = getInputProps(field, { type: "file", ariaAttributes: true });
  const hintId = `${field.id}-hint`;
  return (
    <div>
      <label htmlFor={field.id} className="label">
        Featured image
      </label>
      {preview ? (
        <img
          src={preview}
          alt={preview === currentUrl ? "Current featured image" : "Preview of the chosen image"}
          className="mb-2 h-40 w-full rounded-lg object-cover"
        />
      ) : null}
      <input
        {...props}
        key={props.key}
        accept="image/png,image/jpeg,image/webp,image/gif"
        aria-describedby={[hintId, props["aria-describedby"]].filter(Boolean).join(" ")}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-800"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setPreview(file ? URL.createObjectURL(file) : currentUrl);
        }}
      />
      <p id={hintId} className="mt-1 text-xs text-gray-600">
        PNG, JPG, WebP or GIF, up to 5 MB.{currentUrl ? " Leave empty to keep the current image." : " Optional."}
      </p>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
