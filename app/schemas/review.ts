import { z } from "zod";

export const RATING_MIN = 1;
export const RATING_MAX = 5;
const RATING_MESSAGE = "Choose a rating from 1 to 5";

/** A buyer's review of a prompt they bought (the web form and the API). */
export const ReviewSchema = z.object({
  rating: z
    .number({ required_error: RATING_MESSAGE, invalid_type_error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(RATING_MIN, RATING_MESSAGE)
    .max(RATING_MAX, RATING_MESSAGE),
  text: z
    .string({ required_error: "Review text is required" })
    .trim()
    .min(3, "Review must be at least 3 characters")
    .max(2000, "Review must be at most 2000 characters"),
});

export type ReviewInput = z.infer<typeof ReviewSchema>;
