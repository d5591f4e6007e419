import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { MAX_HOLD_DAYS, NUMERIC_SETTINGS, SETTING_LABELS, SettingEditSchema, type NumericSetting } from "~/schemas/settings";
import { formatUsd } from "~/utils/format";
import { FieldErrors } from "../forms";
import { Spinner } from "../spinner";
import { useIsPending } from "~/hooks/use-is-pending";

type Fees = Record<NumericSetting, number>;

function shown(name: NumericSetting, value: number): string {
  if (name === "platformFeePercentage") return `${value}%`;
  if (name === "payoutHoldDays") return `${value} ${value === 1 ? "day" : "days"}`;
  return formatUsd(value * 100);
}

/** Whole numbers for the fee and the hold, cents for the amounts. */
const WHOLE: NumericSetting[] = ["platformFeePercentage", "payoutHoldDays"];
const inputBounds = (name: NumericSetting) =>
  name === "platformFeePercentage" ? { min: 0, max: 100 } : name === "payoutHoldDays" ? { min: 0, max: MAX_HOLD_DAYS } : { min: 1 };

/** Where Edit and Cancel lead: the edit state is in the URL, so both work as plain links. */
const editHref = (name?: NumericSetting) => (name ? `/admin/settings?edit=${name}` : "/admin/settings");

/**
 * The platform fee, the withdrawal limits and the earnings hold (SPEC section 4: view → edit → saving → view,
 * Cancel discards). One row is edited at a time: the one named by `?edit=`.
 */
export function FeeSettings({
  values,
  editing,
  lastResult,
}: {
  values: Fees;
  editing: NumericSetting | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  return (
    <ul className="divide-y divide-gray-100">
      {NUMERIC_SETTINGS.map((name) => (
        <li key={name} className="py-3">
          {editing === name ? (
            <SettingEditForm name={name} value={values[name]} lastResult={lastResult} />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="text-sm text-gray-600">{SETTING_LABELS[name]}</p>
                <p className="text-lg font-semibold">{shown(name, values[name])}</p>
              </div>
              <Link to={editHref(name)} preventScrollReset className="btn-secondary">
                Edit<span className="sr-only"> {SETTING_LABELS[name]}</span>
              </Link>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function SettingEditForm({ name, value, lastResult }: { name: NumericSetting; value: number; lastResult?: SubmissionResult<string[]> }) {
  const saving = useIsPending({ with: { name } });
  const [form, fields] = useForm({
    id: `setting-${name}`,
    lastResult,
    defaultValue: { name, value: String(value) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SettingEditSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const input = getInputProps(fields.value, { type: "number", ariaAttributes: true });
  return (
    // The server has the last word (and says when minimum and maximum cross), so the browser's own checks stay off.
    <Form method="post" preventScrollReset {...getFormProps(form)} noValidate className="flex flex-wrap items-start gap-3">
      <input type="hidden" name="intent" value="setting" />
      <input type="hidden" name="name" value={name} />
      <div className="w-full max-w-sm">
        <label htmlFor={fields.value.id} className="label">
          {SETTING_LABELS[name]}
        </label>
        <input
          {...input}
          key={input.key}
          step={WHOLE.includes(name) ? 1 : 0.01}
          {...inputBounds(name)}
          className="input"
          // The admin just asked to edit this value: the cursor goes there, with or without JavaScript.
          // The field "Edit" opened takes the focus, with or without JavaScript.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <FieldErrors id={fields.value.errorId} errors={fields.value.errors} />
      </div>
      <div className="flex gap-2 pt-6">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? <Spinner label="Saving" /> : null}
          Save
        </button>
        <Link to={editHref()} preventScrollReset className="btn-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
