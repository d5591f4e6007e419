import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser } from "~/pages/auth.server";
import { notificationPath } from "~/utils/roles";

/** The role-less notification path sends each user to their own area's page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return redirect(notificationPath(user.role));
}
