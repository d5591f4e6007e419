import type { ShellData } from "~/components/shell/shell-error-boundary";
import type { Role } from "~/db/schema";
import { countCartItems } from "~/models/cart.server";
import { isEmailVerified } from "~/models/email-verification.server";
import { countUnreadUpTo } from "~/models/notifications.server";
import { requireRole } from "./auth.server";

/** The badge shows "9+" above 9 (components/shell/user-labels.ts). */
const BADGE_LIMIT = 10;

/** Data for the dashboard shell of a role's area; also its guard. */
export async function loadShell(request: Request, role: Role): Promise<ShellData> {
  const user = await requireRole(request, role);
  return {
    user: { name: user.name, email: user.email, role: user.role, emailVerified: isEmailVerified(user) },
    unread: await countUnreadUpTo(user.id, BADGE_LIMIT),
    cartCount: role === "buyer" ? await countCartItems(user.id) : null,
  };
}
