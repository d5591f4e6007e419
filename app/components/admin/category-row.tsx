import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useErrorToast, type ActionResult } from "./action-error";

type Category = { id: string; name: string };

/**
 * One category: inline rename, and Delete, which opens its dialog. Without JavaScript the rename is a plain form post.
 * With it, a rename shows the new name at once and keeps it even when the server refuses
 * (SPEC section 4: optimistic, not rolled back); the refusal is shown as a toast.
 */
export function CategoryRow({ category }: { category: Category }) {
  const name = useShownName(category.name);
  const inputId = useId();
  const fetcher = useFetcher<ActionResult>();
  useErrorToast(fetcher.data);
  return (
    <li className="flex flex-wrap items-end gap-2 py-3">
      <fetcher.Form method="post" preventScrollReset onSubmit={name.onSubmit} className="flex min-w-64 flex-1 items-end gap-2">
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="id" value={category.id} />
        <div className="flex-1">
          <label htmlFor={inputId} className="label">
            Rename {name.shown}
          </label>
          <input id={inputId} name="name" defaultValue={category.name} maxLength={40} className="input" />
        </div>
        <button type="submit" className="btn-secondary">
          Save
        </button>
      </fetcher.Form>
      <Link to={`/admin/settings/categories/${category.id}/delete`} preventScrollReset className="btn-danger">
        Delete<span className="sr-only"> {name.shown}</span>
      </Link>
    </li>
  );
}

/** The name the row shows: the last one submitted, until the server's list says otherwise. */
function useShownName(saved: string) {
  const [shown, setShown] = useState(saved);
  useEffect(() => setShown(saved), [saved]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const typed = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    if (typed) setShown(typed);
  };
  return { shown, onSubmit };
}
