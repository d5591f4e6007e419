import { z } from "zod";
import { CountryField, NameField, PasswordField } from "./fields";

export const ProfileSchema = z.object({
  name: NameField,
  country: CountryField,
});

export const ChangePasswordSchema = z.object({
  currentPassword: z.string({ required_error: "Current password is required" }).max(128),
  newPassword: PasswordField,
});

const FILL_ALL = "Please fill in all fields";

/**
 * A blank subject or message (after trimming) is one form-level error, "Please fill in all
 * fields" (SPEC section 5), shown once rather than under each field.
 */
export const SupportTicketSchema = z
  .object({
    subject: z.string().trim().max(150, "Subject must be at most 150 characters").default(""),
    message: z.string().trim().max(5000, "Message must be at most 5000 characters").default(""),
  })
  .refine(({ subject, message }) => subject !== "" && message !== "", FILL_ALL);
