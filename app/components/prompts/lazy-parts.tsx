import { lazyIsland } from "~/components/lazy-island";
import { FillInForm } from "./fill-in-form";
import { ReviewForm } from "./review-form";
import { TryItForm } from "./try-it-form";

/*
 * The parts of a prompt's page that only its buyers and vendor get (the review form with Conform,
 * "Fill in", "Try it"): nobody else's browser loads their code (decision 0111).
 */

export const LazyReviewForm = lazyIsland(import.meta.env.SSR ? ReviewForm : null, () => import("./review-form").then((m) => m.ReviewForm));

export const LazyFillInForm = lazyIsland(import.meta.env.SSR ? FillInForm : null, () => import("./fill-in-form").then((m) => m.FillInForm));

export const LazyTryItForm = lazyIsland(import.meta.env.SSR ? TryItForm : null, () => import("./try-it-form").then((m) => m.TryItForm));
