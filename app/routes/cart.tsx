import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/**
 * `/cart`, the address people type, is the cart page's short form (issue 41 point 11): to
 * `/store/cart`, query kept (e.g. a "Buy for" `teamId`). The cart page itself asks a visitor to
 * sign in.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/store/cart${new URL(request.url).search}`);
}
