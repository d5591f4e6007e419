import type { Role } from "~/db/schema";
import { countCartItems } from "~/models/cart.server";
import { countUnread } from "~/models/notifications.server";
import { requireRole } from "./auth.server";

/** Data for the dashboard shell of a role's area; also its guard. */
export async function loadShell(request: Request, role: Role) {
  const user = await requireRole(request, role);
  return {
    user: { name: user.name, email: user.email, role: user.role },
    unread: countUnread(user.id),
    cartCount: role === "buyer" ? countCartItems(user.id) : null,
  };
}
