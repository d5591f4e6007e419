import { useRouteLoaderData } from "@remix-run/react";
import type { Role } from "~/db/schema";
import type { ShownToast } from "~/utils/session.server";

/** What the root loader (app/root.tsx) gives every page: who is signed in, a buyer's cart count, the toast to show, the footer's year. */
export type RootData = {
  user: { id: string; name: string; role: Role } | null;
  /** How many prompts a signed-in buyer has in the cart (the public header's Cart link); null for anyone else. */
  cartCount: number | null;
  toast: ShownToast | null;
  year: number;
};

/** The root loader's data in any component; undefined where the root's loader did not run or failed. */
export const useRootData = () => useRouteLoaderData<RootData>("root");
