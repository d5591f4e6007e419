import { z } from "zod";

export const CategoryNameSchema = z.object({
  name: z
    .string({ required_error: "Category name is required" })
    .trim()
    .min(1, "Category name is required")
    .max(40, "Category name must be at most 40 characters"),
});

/** Deleting a category (admin dialog, DELETE /admin/delete-category/{id}): where its prompts go, if it has any. */
export const CategoryDeleteSchema = z.object({
  moveTo: z.string().trim().min(1, "Choose a category to move the prompts to").optional(),
});
