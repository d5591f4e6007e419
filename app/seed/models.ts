import type { CategoryName } from "./categories";

/** The models drizzle/0012 seeds: text tools, then image tools. */
export const TEXT_MODELS = ["ChatGPT", "Claude", "Gemini"] as const;
export const IMAGE_MODELS = ["Midjourney", "DALL-E", "Stable Diffusion", "FLUX"] as const;
export const DEMO_MODELS = [...TEXT_MODELS, ...IMAGE_MODELS] as const;

/** The model of demo or generated prompt number `n`: image prompts over the image tools, the rest over the text tools. */
export function demoModelFor(category: CategoryName, n: number): (typeof DEMO_MODELS)[number] {
  const pool = category === "Image Generation" ? IMAGE_MODELS : TEXT_MODELS;
  return pool[n % pool.length]!;
}

/**
 * The model of each demo prompt: within a category the tools take turns, so every demo model has
 * prompts (counting over the whole interleaved list gave all four image prompts the same tool).
 */
export function demoModels(prompts: readonly { category: CategoryName }[]): (typeof DEMO_MODELS)[number][] {
  const counts = new Map<CategoryName, number>();
  return prompts.map(({ category }) => {
    const n = counts.get(category) ?? 0;
    counts.set(category, n + 1);
    return demoModelFor(category, n);
  });
}
