import { BUSINESS } from "./business";
import { CODING } from "./coding";
import { EDUCATION } from "./education";
import { IMAGE_GENERATION } from "./image-generation";
import { MARKETING } from "./marketing";
import { PRODUCTIVITY } from "./productivity";
import { SEO } from "./seo";
import type { DemoPrompt } from "./types";
import { WRITING } from "./writing";

export type { DemoPrompt } from "./types";

const BY_CATEGORY = [WRITING, MARKETING, CODING, IMAGE_GENERATION, BUSINESS, EDUCATION, PRODUCTIVITY, SEO];

const ROUNDS = Math.max(...BY_CATEGORY.map((prompts) => prompts.length));

/** Every demo prompt, interleaved by category so any page of "newest first" shows a mix. */
export const DEMO_PROMPTS: readonly DemoPrompt[] = Array.from({ length: ROUNDS }, (_, round) =>
  BY_CATEGORY.flatMap((prompts) => prompts[round] ?? []),
).flat();
