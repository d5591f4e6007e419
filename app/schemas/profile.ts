import { z } from "zod";
import { CountryField, NameField, PasswordField } from "./fields";

export const ProfileSchema = z.object({
  name: NameField,
  country: CountryField,
});

/** The hidden `intent` of the profile page's e-mail settings form (it posts to the profile page too). */
export const EMAIL_PREFERENCES = "email-preferences";

const SALE_NOTICES_BOOLEAN = "emailSaleNotices must be true or false";

/**
 * The profile's e-mail settings form: sale notices are the one message a user may turn off
 * (CONTRACT 11). A checkbox, so absent means off.
 */
export const EmailPreferencesSchema = z.object({
  emailSaleNotices: z.boolean({ invalid_type_error: SALE_NOTICES_BOOLEAN }).default(false),
});

/** PUT /auth/profile: name and country, and the sale-notice e-mails only when the body names them. */
export const ApiProfileSchema = ProfileSchema.extend({
  emailSaleNotices: z.boolean({ invalid_type_error: SALE_NOTICES_BOOLEAN }).optional(),
});

export const ChangePasswordSchema = z.object({
  currentPassword: z.string({ required_error: "Current password is required" }).max(128),
  newPassword: PasswordField,
});

const FILL_ALL = "Please fill in all fields";

/**
 * A blank subject or message (after trimming) is refused with "Please fill in all fields" (SPEC
 * section 5) for the whole form, first, so the API says just that; each blank field is marked
 * with an error of its own too, so the form shows which one is missing (issue 23, point 13).
 */
export const SupportTicketSchema = z
  .object({
    subject: z.string().trim().max(150, "Subject must be at most 150 characters").default(""),
    message: z.string().trim().max(5000, "Message must be at most 5000 characters").default(""),
  })
  .superRefine(({ subject, message }, ctx) => {
    if (subject !== "" && message !== "") return;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: FILL_ALL });
    if (subject === "") ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["subject"], message: "Enter a subject" });
    if (message === "") ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["message"], message: "Write your message" });
  });
