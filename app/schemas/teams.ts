import { z } from "zod";
import { INVITED_ROLES } from "~/db/enums";
import { EmailField } from "./fields";

/** "Team name" on /home/teams and `{ name }` of POST /api/v1/teams. */
export const TeamSchema = z.object({
  name: z
    .string({ required_error: "Team name is required" })
    .trim()
    .min(1, "Team name is required")
    .max(60, "Team name must be at most 60 characters"),
});

/** "Invite": "Email" and "Role" (admin or member). */
export const InvitationSchema = z.object({
  email: EmailField,
  role: z.enum(INVITED_ROLES, { errorMap: () => ({ message: "Choose a role: admin or member" }) }),
});

/** "Transfer ownership" to a current member. */
export const TransferSchema = z.object({
  userId: z.string({ required_error: "Choose a member" }).trim().min(1, "Choose a member"),
});

export type TeamInput = z.infer<typeof TeamSchema>;
export type InvitationInput = z.infer<typeof InvitationSchema>;
