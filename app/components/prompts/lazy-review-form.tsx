import { lazy, Suspense, type ComponentProps } from "react";
import { ReviewForm } from "./review-form";

const ReviewFormChunk = lazy(() => import("./review-form").then((module) => ({ default: module.ReviewForm })));

/**
 * Only buyers who bought a prompt see its review form, so the browser loads the form's code
 * (with Conform) only where it shows (decision 0111). The server renders it in place, which
 * keeps the page whole without JavaScript; while hydrating, React keeps that HTML until the
 * chunk has arrived.
 */
export function LazyReviewForm(props: ComponentProps<typeof ReviewForm>) {
  const Form = import.meta.env.SSR ? ReviewForm : ReviewFormChunk;
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
