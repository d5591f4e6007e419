import type { FieldMetadata } from "@conform-to/react";
import { useRef, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { MAX_TAGS, normalizeTags } from "~/schemas/prompt";
import { CloseIcon } from "../icons";
import { FieldErrors } from "../forms";

type TagsField = FieldMetadata<string[], Record<string, unknown>, string[]>;

/**
 * "Tags": without JavaScript one text field of comma-separated tags; with it, chips added on
 * Enter or "Add tag" and removed by their own button. Each chip posts as a hidden `tags` field,
 * and the text field keeps the name too, so a tag typed but not yet added is still saved.
 */
export function TagsInput({ field }: { field: TagsField }) {
  const hydrated = useHydrated();
  const initial = normalizeTags(field.initialValue);
  const hintId = `${field.id}-hint`;
  const describedBy = field.errors?.length ? `${hintId} ${field.errorId}` : hintId;
  const inputProps = {
    id: field.id,
    name: field.name,
    className: "input",
    "aria-invalid": field.errors?.length ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div>
      <label htmlFor={field.id} className="label">
        Tags
      </label>
      {hydrated ? (
        <TagChips initial={initial} hintId={hintId} inputProps={inputProps} />
      ) : (
        <>
          <input type="text" defaultValue={initial.join(", ")} {...inputProps} />
          <p id={hintId} className="mt-1 text-xs text-gray-600">
            Separate tags with commas, up to {MAX_TAGS}.
          </p>
        </>
      )}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { id: string; name: string };

function TagChips({ initial, hintId, inputProps }: { initial: string[]; hintId: string; inputProps: InputProps }) {
  const [tags, setTags] = useState(initial);
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const full = tags.length >= MAX_TAGS;

  const add = () => {
    if (full) return;
    setTags((current) => normalizeTags([...current, draft]));
    setDraft("");
  };
  const remove = (tag: string) => {
    setTags((current) => current.filter((other) => other !== tag));
    input.current?.focus();
  };

  return (
    <>
      <div className="flex gap-2">
        <input
          ref={input}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
          {...inputProps}
        />
        <button type="button" className="btn-secondary shrink-0" onClick={add} disabled={full}>
          Add tag
        </button>
      </div>
      <p id={hintId} className="mt-1 text-xs text-gray-600">
        {full ? `That is the most: ${MAX_TAGS} tags.` : `Press Enter or Add tag after each tag, up to ${MAX_TAGS}.`}
      </p>
      <ul aria-label="Tag list" aria-live="polite" className="mt-2 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800">
            {tag}
            <input type="hidden" name={inputProps.name} value={tag} />
            <button
              type="button"
              aria-label={`Remove tag ${tag}`}
              onClick={() => remove(tag)}
              className="rounded-full p-0.5 hover:bg-brand-100"
            >
              <CloseIcon width={14} height={14} />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
