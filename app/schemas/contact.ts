import { z } from "zod";
import { EmailField } from "./fields";

export const ContactSchema = z.object({
  name: z
    .string({ required_error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(80, "Name must be at most 80 characters"),
  email: EmailField,
  message: z
    .string({ required_error: "Message is required" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(5000, "Message must be at most 5000 characters"),
});
