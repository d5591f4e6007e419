import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useState, type ChangeEvent } from "react";
import { FieldErrors } from "~/components/forms";
import { IMAGE_NOT_KEPT, ImageFileField } from "~/components/image-file-field";
import { useHydrated } from "~/hooks/use-hydrated";
import type { ExampleKind } from "~/db/enums";
import { EXAMPLE_POSITIONS, MAX_EXAMPLE_TEXT, type ExamplePosition } from "~/schemas/prompt-examples";
import { imageUrl } from "~/utils/image-variants";

/** The form values of the four slots (the schema's exampleText1..4, exampleImage1..4, removeExample1..4). */
export type ExampleFormValues = { [N in ExamplePosition as `exampleText${N}`]?: string } & {
  [N in ExamplePosition as `exampleImage${N}`]?: File;
} & { [N in ExamplePosition as `removeExample${N}`]?: boolean };

/** A stored example as the edit form shows it. */
export type CurrentExample = { position: number; kind: ExampleKind; image: string | null; text: string | null };

type Fields = { [K in keyof ExampleFormValues]-?: FieldMetadata<ExampleFormValues[K], Record<string, unknown>, string[]> };

/**
 * "Example outputs": four numbered slots, always rendered, so the plain form post holds them
 * all (decision 0251). Each slot takes an image or a text; a stored one shows with "Remove".
 */
export function ExampleOutputsFieldset({ fields, current, refused }: { fields: Fields; current: CurrentExample[]; refused: boolean }) {
  const [chosen, setChosen] = useState(false);
  const hydrated = useHydrated();
  const onChange = (event: ChangeEvent<HTMLFieldSetElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (target.type === "file" && target.files?.length) setChosen(true);
  };
  return (
    <fieldset className="space-y-3" onChange={onChange} aria-describedby="example-outputs-hint">
      <legend className="label">Example outputs</legend>
      <p id="example-outputs-hint" className="text-xs text-gray-600">
        Optional. Up to 4 results of this prompt, shown to everyone on its page before they buy: each an image or a
        text of up to {MAX_EXAMPLE_TEXT.toLocaleString("en-US")} characters, not both.
        {hydrated ? "" : IMAGE_NOT_KEPT}
      </p>
      {refused && !chosen ? (
        <p className="text-sm text-gray-700">Images chosen for example outputs are not kept when the form comes back: choose them again.</p>
      ) : null}
      {EXAMPLE_POSITIONS.map((n) => (
        <ExampleSlot
          key={n}
          position={n}
          text={fields[`exampleText${n}`]}
          image={fields[`exampleImage${n}`]}
          remove={fields[`removeExample${n}`]}
          current={current.find((example) => example.position === n)}
        />
      ))}
    </fieldset>
  );
}

function ExampleSlot({
  position,
  text,
  image,
  remove,
  current,
}: {
  position: ExamplePosition;
  text: Fields["exampleText1"];
  image: Fields["exampleImage1"];
  remove: Fields["removeExample1"];
  current?: CurrentExample;
}) {
  const name = `Example output ${position}`;
  const textProps = getTextareaProps(text, { ariaAttributes: true });
  const removeProps = getInputProps(remove, { type: "checkbox" });
  const textHintId = `${text.id}-hint`;
  return (
    <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3">
      <legend className="px-1 text-sm font-semibold">{name}</legend>
      <ImageFileField
        field={image}
        label={<SlotLabel slot={name}>Image</SlotLabel>}
        currentUrl={current?.kind === "image" ? imageUrl(current.image) : null}
        currentAlt={`Current image of ${name.toLowerCase()}`}
        imageClassName="h-32"
      />
      <div>
        <label htmlFor={text.id} className="label">
          <SlotLabel slot={name}>Text</SlotLabel>
        </label>
        <textarea
          {...textProps}
          key={textProps.key}
          rows={3}
          maxLength={MAX_EXAMPLE_TEXT}
          aria-describedby={[textHintId, textProps["aria-describedby"]].filter(Boolean).join(" ")}
          className="input"
        />
        <p id={textHintId} className="mt-1 text-xs text-gray-600">
          Up to {MAX_EXAMPLE_TEXT.toLocaleString("en-US")} characters.
          {current?.kind === "text" ? " Tick Remove to delete it." : ""}
        </p>
        <FieldErrors id={text.errorId} errors={text.errors} />
      </div>
      {current ? (
        <label className="flex items-center gap-2 text-sm">
          <input {...removeProps} key={removeProps.key} className="h-4 w-4" />
          <span>
            Remove <span className="sr-only">{name.toLowerCase()}</span>
          </span>
        </label>
      ) : null}
    </fieldset>
  );
}

/** "Image" / "Text" on screen; the slot's name too for screen readers, which hear labels out of their group. */
function SlotLabel({ slot, children }: { slot: string; children: string }) {
  return (
    <>
      <span className="sr-only">{slot} </span>
      {children}
    </>
  );
}
