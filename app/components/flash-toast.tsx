import { useEffect, useRef } from "react";
import { showToast, ToastHost } from "./toast";
import type { ShownToast } from "~/utils/session.server";

const DURATION = { success: 2000, error: 4000, info: 4000 } as const;

/**
 * Shows the toast cookie's message as a toast, once: its id is the toast's, so the same message
 * delivered again (a revalidation) replaces itself, and a new one takes the place of the last.
 * With JavaScript off the inline copy stays visible instead (CSS hides it under `html.js`, set by
 * a script in the head).
 */
export function FlashToast({ flash }: { flash: ShownToast | null }) {
  const shownId = useRef<string | null>(null);
  useEffect(() => {
    if (!flash) return;
    const previous = shownId.current;
    shownId.current = flash.id;
    const options = { id: flash.id, duration: DURATION[flash.type] };
    showToast((toast) => {
      // The next page's message replaces the last one, which may no longer be true ("Log in or
      // register to add…" beside "… added to your cart" right after signing in).
      if (previous && previous !== flash.id) toast.remove(previous);
      if (flash.type === "success") toast.success(flash.message, options);
      else if (flash.type === "error") toast.error(flash.message, options);
      else toast(flash.message, options);
    });
  }, [flash]);

  return (
    <>
      <ToastHost />
      {flash ? (
        <div
          role="status"
          className={`flash-inline px-4 py-3 text-center text-sm font-medium text-white ${
            flash.type === "error" ? "bg-red-700" : "bg-emerald-700"
          }`}
        >
          {flash.message}
        </div>
      ) : null}
    </>
  );
}
