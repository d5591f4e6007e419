import { getCollectionProps, type FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "~/components/forms";
import { StarShape } from "./rating-stars";

const OPTIONS = ["1", "2", "3", "4", "5"];

/** CSS alone lights the chosen star and those before it; on hover, the stars up to the pointer. */
const STAR_STATES = [
  "[&:not(:hover)_label:has(input:checked)]:text-amber-500",
  "[&:not(:hover)_label:has(~label_input:checked)]:text-amber-500",
  "[&_label:hover]:text-amber-400",
  "[&_label:has(~label:hover)]:text-amber-400",
].join(" ");

/** Star rating as five radio buttons: works without JavaScript and with the arrow keys. */
export function RatingInput({ field, label = "Rating" }: { field: FieldMetadata<number>; label?: string }) {
  const options = getCollectionProps(field, { type: "radio", options: OPTIONS, ariaAttributes: true });
  return (
    <fieldset id={field.id} aria-invalid={field.errors ? true : undefined} aria-describedby={field.errors ? field.errorId : undefined}>
      <legend className="label">{label}</legend>
      <div className={`flex w-fit text-gray-300 ${STAR_STATES}`}>
        {options.map(({ key, ...props }) => (
          <label key={key} className="cursor-pointer rounded p-0.5 has-focus-visible:outline-3 has-focus-visible:outline-brand-600">
            <input {...props} className="sr-only" />
            <StarShape className="h-8 w-8" />
            <span className="sr-only">{props.value === "1" ? "1 star" : `${props.value} stars`}</span>
          </label>
        ))}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
