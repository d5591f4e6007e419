import type { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { showToast } from "~/components/toast";

/** What the small toggle actions (cart, favourites) answer a fetcher. */
export type ToggleReply = { ok: boolean; message: string };

/** Shows a fetcher's answer as a toast once it has settled: success briefly, an error longer. */
export function useFetcherReplyToast(fetcher: ReturnType<typeof useFetcher<ToggleReply>>): void {
  useEffect(() => {
    const reply = fetcher.data;
    // An empty message: nothing worth saying (a move that the list already shows).
    if (fetcher.state !== "idle" || !reply?.message) return;
    showToast((toast) => {
      if (reply.ok) toast.success(reply.message, { duration: 2000 });
      else toast.error(reply.message, { duration: 4000 });
    });
  }, [fetcher.state, fetcher.data]);
}
