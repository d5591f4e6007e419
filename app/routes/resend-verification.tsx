import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { resendVerification, VERIFICATION_SENT } from "~/models/email-verification.server";
import { requireUser } from "~/pages/auth.server";
import { rescue } from "~/pages/errors.server";
import { ROLE_HOME, safeRedirect } from "~/utils/roles";
import { redirectWithToast, type Toast } from "~/utils/session.server";

/** Nothing to show here: the verification banner's button posts, and a stray visit goes home. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return redirect(ROLE_HOME[user.role]);
}

/** "Resend verification e-mail": back to the page it came from (same-site paths only) with a toast. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const back = safeRedirect((await request.formData()).get("redirectTo"), ROLE_HOME[user.role]);
  const toast = await rescue<Toast, Toast>(
    async () => {
      await resendVerification(user);
      return { type: "success", message: VERIFICATION_SENT };
    },
    (error) => ({ type: "error", message: error.message }),
  );
  return redirectWithToast(request, back, toast);
}
