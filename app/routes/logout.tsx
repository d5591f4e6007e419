import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { signOut } from "~/pages/auth.server";

export const loader = () => redirect("/");

export async function action({ request }: ActionFunctionArgs) {
  return signOut(request);
}
