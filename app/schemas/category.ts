import { z } from "zod";

export const CategoryNameSchema = z.object({
  name: z
    .string({ required_error: "Category name is required" })
    .trim()
    .min(1, "Category name is required")
    .max(40, "Category name must be at most 40 characters"),
});
