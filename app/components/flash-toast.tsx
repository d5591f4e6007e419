import { useEffect } from "react";
import { showToast, ToastHost } from "./toast";
import type { ShownToast } from "~/utils/session.server";

const DURATION = { success: 2000, error: 4000, info: 4000 } as const;

/**
 * Shows the toast cookie's message as a toast, once: its id is the toast's, so the same message
 * delivered again (a revalidation) replaces itself. With JavaScript off the inline copy stays
 * visible instead (CSS hides it under `html.js`, set by a script in the head).
 */
export function FlashToast({ flash }: { flash: ShownToast | null }) {
  useEffect(() => {
    if (!flash) return;
    const options = { id: flash.id, duration: DURATION[flash.type] };
    showToast((toast) => {
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
