import { parseWithZod } from "~/utils/conform";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { openTicket, TICKET_SUCCESS } from "~/models/support-tickets.server";
import { changePassword, setEmailSaleNotices, updateProfile, type User } from "~/models/users.server";
import { ChangePasswordSchema, EMAIL_PREFERENCES, EmailPreferencesSchema, ProfileSchema, SupportTicketSchema } from "~/schemas/profile";
import { getSessionId, requireAreaUser } from "./auth.server";
import { ROLE_HOME } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";
import { fieldError, rescue } from "./errors.server";
import { replyInvalid } from "~/utils/submission.server";

const profilePath = (role: keyof typeof ROLE_HOME) => `${ROLE_HOME[role]}/profile`;
/** A new ticket's thread, where its author follows it. */
const ticketPath = (role: keyof typeof ROLE_HOME, id: string) => `${ROLE_HOME[role]}/tickets/${encodeURIComponent(id)}`;

export async function profileLoader({ request }: LoaderFunctionArgs) {
  const user = await requireAreaUser(request);
  return {
    profile: { name: user.name, email: user.email, country: user.country, role: user.role },
    canOpenTicket: user.role !== "admin",
    // Sale notices go to vendors only: buyers and admins have nothing to turn off.
    emailSaleNotices: user.role === "vendor" ? user.emailSaleNotices : null,
  };
}

export async function profileAction({ request }: ActionFunctionArgs) {
  const user = await requireAreaUser(request);
  const formData = await request.formData();
  if (formData.get("intent") === EMAIL_PREFERENCES) return await emailPreferencesAction(request, user, formData);
  const submission = parseWithZod(formData, { schema: ProfileSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  await updateProfile(user.id, submission.value);
  return redirectWithToast(request, profilePath(user.role), {
    type: "success",
    message: "Profile updated successfully",
  });
}

/** The e-mail settings form; its errors come back under `preferences`, apart from the profile form's. */
async function emailPreferencesAction(request: Request, user: User, formData: FormData) {
  const submission = parseWithZod(formData, { schema: EmailPreferencesSchema });
  if (submission.status !== "success") return data({ preferences: submission.reply() }, { status: 400 });
  await setEmailSaleNotices(user.id, submission.value.emailSaleNotices);
  return redirectWithToast(request, profilePath(user.role), { type: "success", message: "Email settings saved" });
}

export async function passwordAction({ request }: ActionFunctionArgs) {
  const user = await requireAreaUser(request);
  const hideFields = ["currentPassword", "newPassword"];
  const submission = parseWithZod(await request.formData(), { schema: ChangePasswordSchema });
  if (submission.status !== "success") return replyInvalid(submission, { hideFields });
  return rescue(async () => {
    await changePassword(user.id, submission.value, await getSessionId(request));
    return redirectWithToast(request, profilePath(user.role), { type: "success", message: "Password changed successfully" });
  }, fieldError(submission, { hideFields }));
}

export async function ticketAction({ request }: ActionFunctionArgs) {
  const user = await requireAreaUser(request);
  const submission = parseWithZod(await request.formData(), { schema: SupportTicketSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  return rescue(async () => {
    const ticket = await openTicket(user, submission.value);
    return redirectWithToast(request, ticketPath(user.role, ticket.id), { type: "success", message: TICKET_SUCCESS });
  }, fieldError(submission));
}

/** Dialog routes need the signed-in user of the area too (loaders run in parallel). */
export async function dialogLoader({ request }: LoaderFunctionArgs) {
  await requireAreaUser(request);
  return null;
}
