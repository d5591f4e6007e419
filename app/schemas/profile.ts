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

export const SupportTicketSchema = z.object({
  subject: z
    .string({ required_error: FILL_ALL })
    .trim()
    .min(1, FILL_ALL)
    .max(150, "Subject must be at most 150 characters"),
  message: z
    .string({ required_error: FILL_ALL })
    .trim()
    .min(1, FILL_ALL)
    .max(5000, "Message must be at most 5000 characters"),
});
