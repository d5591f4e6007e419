import { z } from "zod";

/** The longest prompt the enhancer takes (CONTRACT 13). */
export const MAX_ENHANCE_LENGTH = 10_000;

const WRITE_FIRST = "Write a prompt to enhance";

/** The enhancer's input: the /enhance form, the vendor form's Enhance and POST /api/v1/ai/enhance. */
export const EnhanceSchema = z.object({
  prompt: z
    .string({ required_error: WRITE_FIRST, invalid_type_error: WRITE_FIRST })
    .trim()
    .min(1, WRITE_FIRST)
    .max(MAX_ENHANCE_LENGTH, `A prompt must be at most ${MAX_ENHANCE_LENGTH} characters`),
});

export type EnhanceInput = z.infer<typeof EnhanceSchema>;
