import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False during the server render and while hydrating; true once JavaScript runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
