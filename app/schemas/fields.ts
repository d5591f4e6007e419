import { z } from "zod";
import { COUNTRIES } from "~/utils/countries";
import { IMAGE_MIME_TYPES, IMAGE_SIZE_ERROR, IMAGE_TYPE_ERROR, MAX_IMAGE_BYTES } from "~/utils/image-formats";

export { MAX_IMAGE_BYTES };

const required = (label: string) => `${label} is required`;

export const EmailField = z
  .string({ required_error: required("Email") })
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .email("Enter a valid email address");

export const NameField = z
  .string({ required_error: required("Full name") })
  .trim()
  .min(2, "Full name must be at least 2 characters")
  .max(80, "Full name must be at most 80 characters");

export const PasswordField = z
  .string({ required_error: required("Password") })
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

export const CountryField = z.enum(COUNTRIES, {
  errorMap: () => ({ message: "Choose a country from the list" }),
});

/** An optional uploaded image: an empty file input counts as none. Content is checked on the server. */
export const OptionalImageField = z
  .instanceof(File)
  .optional()
  .transform((file) => (file && file.size > 0 ? file : undefined))
  .refine((file) => !file || file.size <= MAX_IMAGE_BYTES, IMAGE_SIZE_ERROR)
  .refine((file) => !file || file.type === "" || IMAGE_MIME_TYPES.includes(file.type), IMAGE_TYPE_ERROR);
