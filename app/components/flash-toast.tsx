import { useEffect } from "react";
import { showToast, ToastHost } from "./toast";
import type { Toast } from "~/utils/session.server";

const DURATION = { success: 2000, error: 4000, info: 4000 } as const;

/**
 * Shows the session's flash message as a toast; with JavaScript off the inline copy
 * stays visible instead (CSS hides it under `html.js`, set by a script in the head).
 */
export function FlashToast({ flash }: { flash: Toast | null }) {
  useEffect(() => {
    if (!flash) return;
    const options = { duration: DURATION[flash.type] };
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
