import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState, type ReactNode } from "react";
import { IMAGE_ACCEPT, IMAGE_HINT } from "~/utils/image-formats";
import { FieldErrors } from "./forms";

/** Said before posting without JavaScript: a browser never refills a file input (decision 0299). */
export const IMAGE_NOT_KEPT = " A chosen image is not kept if the form comes back with an error: choose it again then.";

type ImageFileFieldProps = {
  field: FieldMetadata<File | undefined, Record<string, unknown>, string[]>;
  label: ReactNode;
  /** URL of the image stored now, if any. */
  currentUrl?: string | null;
  currentAlt?: string;
  imageClassName: string;
  /** Extra hint text after the accepted formats. */
  hint?: string;
  /** Shown in place of the image when there is none yet. */
  emptyText?: string;
  /** The whole form came back refused from a post without JavaScript: a file chosen here was dropped too. */
  formRefused?: boolean;
};

/**
 * An optional image upload, one native file input: shows the stored image and, with
 * JavaScript, a preview of the chosen file; leaving it empty keeps the stored one.
 */
export function ImageFileField({
  field,
  label,
  currentUrl = null,
  currentAlt = "",
  imageClassName,
  hint = "",
  emptyText,
  formRefused = false,
}: ImageFileFieldProps) {
  const [preview, setPreview] = useState(currentUrl);
  useEffect(() => () => void (preview?.startsWith("blob:") && URL.revokeObjectURL(preview)), [preview]);
  const props = getInputProps(field, { type: "file", ariaAttributes: true });
  const hintId = `${field.id}-hint`;
  const noteId = `${field.id}-note`;
  // A form that comes back from the server (no JavaScript) has an empty file input: browsers never refill one.
  const fileLost = (formRefused || Boolean(field.errors?.length)) && preview === currentUrl;
  return (
    <div>
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      {preview ? (
        <img src={preview} alt={preview === currentUrl ? currentAlt : "Preview of the chosen image"} className={`mb-2 w-full rounded-lg object-cover ${imageClassName}`} />
      ) : emptyText ? (
        <p className="mb-2 rounded-lg bg-gray-100 px-3 py-6 text-center text-sm text-gray-700">{emptyText}</p>
      ) : null}
      <input
        {...props}
        key={props.key}
        accept={IMAGE_ACCEPT}
        aria-describedby={[hintId, props["aria-describedby"], fileLost ? noteId : null].filter(Boolean).join(" ")}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-800"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setPreview(file ? URL.createObjectURL(file) : currentUrl);
        }}
      />
      <p id={hintId} className="mt-1 text-xs text-gray-600">
        {IMAGE_HINT}
        {hint}
        {currentUrl ? " Leave empty to keep the current one." : " Optional."}
      </p>
      <FieldErrors id={field.errorId} errors={field.errors} />
      {fileLost ? (
        <p id={noteId} className="mt-1 text-sm text-gray-700">
          A file chosen here is not kept when the form comes back: choose an image again.
        </p>
      ) : null}
    </div>
  );
}
