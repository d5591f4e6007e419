import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useFetcher } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";
import type { z } from "zod";
import { FieldErrors } from "../forms";
import { useErrorToast, type ActionResult } from "./action-error";

/** One admin-managed list on /admin/settings (categories, models): what its forms post. */
export type NameList = {
  /** e.g. "category": "New category", form id "new-category". */
  noun: string;
  createIntent: string;
  /** The add button: names on one page must not contain one another (tests find "Add" by substring). */
  addLabel: string;
  renameIntent: string;
  /** The delete dialog of an item: `${deleteBase}/${id}/delete`. */
  deleteBase: string;
  schema: z.ZodType<{ name: string }>;
};

/** "New <noun>" + its add button. A blank name is stopped with a message (in the browser when it can). */
export function NameAddForm({ list, lastResult }: { list: NameList; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: `new-${list.noun}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: list.schema }),
    shouldValidate: "onSubmit",
  });
  const name = getInputProps(fields.name, { type: "text", ariaAttributes: true });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value={list.createIntent} />
      <label htmlFor={fields.name.id} className="label">
        New {list.noun}
      </label>
      <div className="flex gap-2">
        <input {...name} key={name.key} maxLength={40} className="input" />
        <button type="submit" className="btn-primary">
          {list.addLabel}
        </button>
      </div>
      <FieldErrors id={fields.name.errorId} errors={fields.name.errors} />
    </Form>
  );
}

type Item = { id: string; name: string };

/**
 * One item: inline rename, and Delete, which opens its dialog. Without JavaScript the rename is a plain form post.
 * With it, a rename shows the new name at once and keeps it even when the server refuses
 * (SPEC section 4: optimistic, not rolled back); the refusal is shown as a toast.
 */
export function NameRow({ list, item }: { list: NameList; item: Item }) {
  const name = useShownName(item.name);
  const inputId = useId();
  const fetcher = useFetcher<ActionResult>();
  useErrorToast(fetcher.data);
  return (
    <li className="flex flex-wrap items-end gap-2 py-3">
      <fetcher.Form method="post" preventScrollReset onSubmit={name.onSubmit} className="flex min-w-64 flex-1 items-end gap-2">
        <input type="hidden" name="intent" value={list.renameIntent} />
        <input type="hidden" name="id" value={item.id} />
        <div className="flex-1">
          <label htmlFor={inputId} className="label">
            Rename {name.shown}
          </label>
          <input id={inputId} name="name" defaultValue={item.name} maxLength={40} className="input" />
        </div>
        <button type="submit" className="btn-secondary">
          Save
        </button>
      </fetcher.Form>
      <Link to={`${list.deleteBase}/${item.id}/delete`} preventScrollReset className="btn-danger">
        Delete<span className="sr-only"> {name.shown}</span>
      </Link>
    </li>
  );
}

/** The name the row shows: the last one submitted, until the server's list says otherwise. */
function useShownName(saved: string) {
  const [typed, setTyped] = useState<{ name: string; over: string } | null>(null);
  const shown = typed?.over === saved ? typed.name : saved;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    if (name) setTyped({ name, over: saved });
  };
  return { shown, onSubmit };
}
