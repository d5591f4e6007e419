import { lazyIsland } from "~/components/lazy-island";
import { ExampleOutputs } from "./example-outputs";
import { PromptContent } from "./prompt-content";
import { RatingSummary } from "./rating-summary";
import { ReviewForm } from "./review-form";
import { ReviewList } from "./review-list";
import { ShareLink } from "./share-link";
import { StoreCard } from "./store-card";
import { TemplateVariables } from "./template-variables";
import { TryItForm } from "./try-it-form";

/*
 * The parts of a prompt's page that only its buyers and vendor get (the review form with Conform,
 * "Fill in", "Try it"): nobody else's browser loads their code (decision 0111). The parts that only
 * show (the content or its teaser, the store card, the share box, the ratings, the example outputs,
 * the variables, the review list) arrive after the rest: the page keeps their server HTML
 * meanwhile (decision 0330). Every visitor of the page gets those, so their chunks are fetched
 * with the page's code, and a client-side navigation shows the page once they are in (0331).
 */

const EAGER = { eager: true };

export const LazyReviewForm = lazyIsland(import.meta.env.SSR ? ReviewForm : null, () => import("./review-form").then((m) => m.ReviewForm));

export const LazyTryItForm = lazyIsland(import.meta.env.SSR ? TryItForm : null, () => import("./try-it-form").then((m) => m.TryItForm));

export const LazyReviewList = lazyIsland(import.meta.env.SSR ? ReviewList : null, () => import("./review-list").then((m) => m.ReviewList), EAGER);

export const LazyRatingSummary = lazyIsland(import.meta.env.SSR ? RatingSummary : null, () => import("./rating-summary").then((m) => m.RatingSummary), EAGER);

export const LazyExampleOutputs = lazyIsland(import.meta.env.SSR ? ExampleOutputs : null, () => import("./example-outputs").then((m) => m.ExampleOutputs), EAGER);

export const LazyTemplateVariables = lazyIsland(import.meta.env.SSR ? TemplateVariables : null, () =>
  import("./template-variables").then((m) => m.TemplateVariables),
  EAGER,
);

export const LazyShareLink = lazyIsland(import.meta.env.SSR ? ShareLink : null, () => import("./share-link").then((m) => m.ShareLink), EAGER);

export const LazyStoreCard = lazyIsland(import.meta.env.SSR ? StoreCard : null, () => import("./store-card").then((m) => m.StoreCard), EAGER);

export const LazyPromptContent = lazyIsland(import.meta.env.SSR ? PromptContent : null, () => import("./prompt-content").then((m) => m.PromptContent), EAGER);
