/**
 * How stored images are named and offered to browsers. Every upload is `<id>.webp` (at most
 * BASE_MAX_WIDTH wide) plus `<id>-w<width>.webp` for each VARIANT_WIDTHS narrower than it.
 * Shared by the server (writing, serving) and components (`srcset`), so no Node imports here.
 */
export const VARIANT_WIDTHS = [320, 640, 800, 1200] as const;
export const BASE_MAX_WIDTH = 1600;

/**
 * `sizes` for the layouts that show images: how wide the image is drawn at each breakpoint
 * (cards: 1 column, then 2, then 3 and 4 beside the dashboard sidebar; cover: a store's header).
 */
export const imageSizes = {
  card: "(min-width: 1280px) 25vw, (min-width: 1024px) 37vw, (min-width: 640px) 47vw, calc(100vw - 2rem)",
  detail: "(min-width: 1024px) 50vw, calc(100vw - 2rem)",
  // Example outputs: two per row beside the detail page's sidebar, one on a phone.
  example: "(min-width: 1024px) 25vw, (min-width: 640px) 45vw, calc(100vw - 2rem)",
  cover: "(min-width: 1024px) 76vw, 100vw",
  banner: "(min-width: 1024px) 30vw, 100vw",
} as const;
export type ImageLayout = keyof typeof imageSizes;

export function imageUrl(key: string | null | undefined): string | null {
  return key ? `/uploads/${key}` : null;
}

export function variantKey(key: string, width: number): string {
  return key.replace(/\.webp$/, `-w${width}.webp`);
}

/**
 * A page's main (LCP) image as a `<link rel=preload>` meta descriptor, with the srcset and sizes
 * of its `<img>` (else the browser fetches twice): the request starts with the first bytes of
 * the HTML instead of after the markup and the scripts before it. Lowercase attribute names:
 * React 18 does not know the camelCase ones.
 */
export function preloadImage(key: string | null | undefined, layout: ImageLayout) {
  if (!key) return [];
  return [
    {
      tagName: "link" as const,
      rel: "preload",
      as: "image",
      imagesrcset: imageSrcSet(key),
      imagesizes: imageSizes[layout],
      fetchpriority: "high",
    },
  ];
}

/** Every width a browser may pick from; a variant that was never stored is served as the base. */
export function imageSrcSet(key: string): string {
  const variants = VARIANT_WIDTHS.map((width) => `/uploads/${variantKey(key, width)} ${width}w`);
  return [...variants, `/uploads/${key} ${BASE_MAX_WIDTH}w`].join(", ");
}
