import { z } from "zod";

/** An AI model's name on /admin/settings and in the admin API. */
export const ModelNameSchema = z.object({
  name: z
    .string({ required_error: "Model name is required" })
    .trim()
    .min(1, "Model name is required")
    .max(40, "Model name must be at most 40 characters"),
});
