import { useEffect, useRef, useState } from "react";
import { imageSizes, imageSrcSet, imageUrl, type ImageLayout } from "~/utils/image-variants";

const PLACEHOLDER = "bg-gradient-to-br from-brand-200 via-fuchsia-100 to-sky-100";

/** `lazy` below the fold, `eager` in the first screen, `priority` for the page's main (LCP) image. */
export type ImageLoading = "lazy" | "eager" | "priority";

// React 18 does not know `fetchPriority`; the lowercase attribute passes through unchanged.
const HIGH_PRIORITY = { fetchpriority: "high" };

/**
 * A stored image with its width variants, drawn over a gradient placeholder: the gradient shows
 * until the pixels arrive, and (with JavaScript) stays alone when the image fails. The image
 * itself needs no JavaScript.
 */
export function PromptImage({
  imageKey,
  alt,
  layout = "card",
  width = 1200,
  height = 750,
  loading = "lazy",
  className = "",
}: {
  imageKey: string | null;
  alt: string;
  layout?: ImageLayout;
  width?: number;
  height?: number;
  loading?: ImageLoading;
  className?: string;
}) {
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // It may have failed before React hydrated and could listen (a deferred lazy one has no currentSrc).
    const el = img.current;
    if (el?.complete && el.currentSrc && el.naturalWidth === 0) setFailedKey(imageKey);
  }, [imageKey]);
  const failed = failedKey !== null && failedKey === imageKey;

  const box = `overflow-hidden ${PLACEHOLDER} ${className}`;
  if (!imageKey || failed) return <div role="img" aria-label={alt} className={box} />;
  return (
    <div className={box}>
      <img
        ref={img}
        src={imageUrl(imageKey)!}
        srcSet={imageSrcSet(imageKey)}
        sizes={imageSizes[layout]}
        alt={alt}
        width={width}
        height={height}
        loading={loading === "lazy" ? "lazy" : "eager"}
        {...(loading === "priority" ? HIGH_PRIORITY : {})}
        decoding="async"
        onError={() => setFailedKey(imageKey)}
        className="h-full w-full object-cover"
      />
    </div>
  );
}

