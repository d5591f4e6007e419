import { lazyIsland } from "~/components/lazy-island";
import { FillInForm } from "./fill-in-form";

/** "Fill in", only for who may read the content: nobody else's browser loads its code (decision 0111). */
export const LazyFillInForm = lazyIsland(import.meta.env.SSR ? FillInForm : null, () => import("./fill-in-form").then((m) => m.FillInForm));
