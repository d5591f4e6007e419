import { Form } from "@remix-run/react";
import { useId } from "react";

type Switches = { reviewNewPrompts: boolean; approveNewVendors: boolean };

/** The two review settings, saved together. */
export function ReviewSwitches({ values }: { values: Switches }) {
  return (
    <Form method="post" preventScrollReset className="space-y-4">
      <input type="hidden" name="intent" value="switches" />
      <Switch
        name="reviewNewPrompts"
        label="Review new prompts"
        hint="New and edited prompts wait for an admin's approval on the Prompts page before they are listed."
        checked={values.reviewNewPrompts}
      />
      <Switch
        name="approveNewVendors"
        label="Approve new vendors"
        hint="New vendor stores start unapproved: their prompts stay out of the marketplace until an admin approves the store."
        checked={values.approveNewVendors}
      />
      <button type="submit" className="btn-primary">
        Save
      </button>
    </Form>
  );
}

function Switch({ name, label, hint, checked }: { name: keyof Switches; label: string; hint: string; checked: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        key={String(checked)}
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={checked}
        aria-describedby={`${id}-hint`}
        className="mt-1 h-4 w-4 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
