import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { FieldErrors } from "../forms";

/** File input for a store cover with a live preview (the preview needs JavaScript). */
export function CoverImageField({
  field,
  label = "Cover image",
  currentUrl,
}: {
  field: FieldMetadata<File | undefined, Record<string, unknown>, string[]>;
  label?: string;
  currentUrl?: string | null;
}) {
  const [preview, setPreview] = useState<string | null>(currentUrl ?? null);
  useEffect(() => () => void (preview?.startsWith("blob:") && URL.revokeObjectURL(preview)), [preview]);
  const props = getInputProps(field, { type: "file", ariaAttributes: true });
  return (
    <div>
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      <label
        htmlFor={field.id}
        className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-gray-300 bg-white p-4 text-center text-sm text-gray-700 hover:border-brand-600"
      >
        {preview ? (
          <img src={preview} alt="Cover preview" className="h-32 w-full rounded-lg object-cover" />
        ) : (
          <span aria-hidden="true">Click to upload</span>
        )}
        <span className="text-xs text-gray-600">PNG, JPG, JPEG (max 5MB)</span>
      </label>
      <input
        {...props}
        key={props.key}
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="mt-2 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-800"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setPreview(file ? URL.createObjectURL(file) : (currentUrl ?? null));
        }}
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
