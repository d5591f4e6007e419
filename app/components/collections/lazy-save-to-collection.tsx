import { lazyIsland } from "~/components/lazy-island";
import { SaveToCollection } from "./save-to-collection";

/** "Save to collection" shows to signed-in buyers only: nobody else's browser loads its code (decision 0111). */
export const LazySaveToCollection = lazyIsland(import.meta.env.SSR ? SaveToCollection : null, () =>
  import("./save-to-collection").then((m) => m.SaveToCollection),
);
