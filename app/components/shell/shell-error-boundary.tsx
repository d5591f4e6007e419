import { LazyGeneralErrorBoundary as GeneralErrorBoundary } from "~/components/lazy-error-boundary";
import { ROLE_HOME } from "~/utils/roles";
import { DashboardShell, type ShellUser } from "./dashboard-shell";
import type { NavLinkItem } from "./nav-links";

/** What a role layout's loader gives its shell (pages/shell.server.ts). */
export type ShellData = { user: ShellUser; unread: number; cartCount: number | null };

/**
 * A role layout's error boundary: the error inside the area's shell (its loader's data, when the
 * layout's own loader succeeded: the error came from a page under it). When the layout's own
 * loader failed there is no shell to draw: the error stands alone, with a way home.
 */
export function DashboardErrorBoundary({
  shell,
  nav,
  back,
}: {
  shell: ShellData | null | undefined;
  nav: NavLinkItem[];
  back?: { to: string; label: string };
}) {
  if (!shell) {
    return (
      <main className="mx-auto max-w-xl p-8">
        <GeneralErrorBoundary back={{ to: "/", label: "Back to the home page" }} />
      </main>
    );
  }
  const to = back ?? { to: ROLE_HOME[shell.user.role], label: "Back to your dashboard" };
  return (
    <DashboardShell user={shell.user} nav={nav} unread={shell.unread} cartCount={shell.cartCount}>
      <GeneralErrorBoundary back={to} />
    </DashboardShell>
  );
}
