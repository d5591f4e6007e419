import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { useErrorToast, type ActionResult } from "./action-error";

/**
 * A small post form for one item's action. Without JavaScript it is a plain form post;
 * with it, a fetcher that keeps the scroll position and toasts a failure. Success redirects
 * with a flash message, which reloads the page data.
 */
export function ActionFetcherForm({
  fields,
  className,
  children,
}: {
  /** Hidden values, e.g. the intent and the item's id. */
  fields: Record<string, string>;
  className?: string;
  children: (busy: boolean) => ReactNode;
}) {
  const fetcher = useFetcher<ActionResult>();
  useErrorToast(fetcher.data);
  return (
    <fetcher.Form method="post" preventScrollReset className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(fetcher.state !== "idle")}
    </fetcher.Form>
  );
}
