import { useEffect } from "react";
import { showToast } from "../toast";

/** What the admin actions answer when they do not redirect: one message to show. */
export type ActionResult = { error?: string } | undefined;

/** Shows a failed action's message as an error toast, once per answer (the same text may repeat). */
export function useErrorToast(result: ActionResult) {
  useEffect(() => {
    const error = result?.error;
    if (error) showToast((toast) => toast.error(error, { duration: 4000 }));
  }, [result]);
}

/**
 * A failed form post's message: a toast with JavaScript, an inline banner without it
 * (hidden under `html.js`, like the flash messages of decision 0006).
 */
export function ActionError({ result }: { result: ActionResult }) {
  useErrorToast(result);
  if (!result?.error) return null;
  return (
    <div role="alert" className="flash-inline rounded-lg bg-red-700 px-4 py-3 text-sm font-medium text-white">
      {result.error}
    </div>
  );
}
