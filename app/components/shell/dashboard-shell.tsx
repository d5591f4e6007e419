import { Form, Link, NavLink, useLocation, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Role } from "~/db/schema";
import { OFFCANVAS_SLIDE, useOffCanvas } from "~/hooks/use-offcanvas";
import { SEARCH_MAX_LENGTH } from "~/schemas/constraints/search";
import { notificationPath, ROLE_HOME } from "~/utils/roles";
import { BellIcon, CartIcon, CloseIcon, LogoutIcon, MenuIcon, SearchIcon } from "../icons";
import { CountLink } from "./count-link";
import type { NavLinkItem } from "./nav-links";
import { cardName, initials, roleLabel } from "./user-labels";
import { VerifyEmailBanner } from "./verify-email-banner";

export type ShellUser = { name: string; email: string; role: Role; emailVerified: boolean };

/** Sidebar + top bar for every role. On small screens the sidebar slides in (useOffCanvas). */
export function DashboardShell({
  user,
  nav,
  unread,
  cartCount,
  children,
}: {
  user: ShellUser;
  /** The role's sidebar links; each area's layout passes its own, so no role loads another's. */
  nav: NavLinkItem[];
  unread: number;
  cartCount: number | null;
  children: ReactNode;
}) {
  const sidebar = useOffCanvas<HTMLElement>("sidebar");
  return (
    <div className="min-h-screen lg:pl-64">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <aside
        {...sidebar.panel}
        aria-label="Sidebar"
        className={`peer fixed inset-y-0 left-0 z-40 flex w-64 -translate-x-full flex-col overflow-y-auto border-r border-gray-200 bg-white lg:visible lg:translate-x-0 ${OFFCANVAS_SLIDE}`}
      >
        <div className="flex h-16 items-center justify-between px-5">
          <Link to={ROLE_HOME[user.role]} className="text-xl font-bold text-brand-700">
            Promptory
          </Link>
          <a {...sidebar.closeLink} className="rounded p-1 lg:hidden" aria-label="Close sidebar">
            <CloseIcon />
          </a>
        </div>
        <nav aria-label="Dashboard" className="flex-1 space-y-1 px-3 py-2">
          {nav.map(({ to, label, icon: Icon, end }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                  isActive ? "bg-brand-50 text-brand-800" : "text-gray-700 hover:bg-gray-100"
                }`
              }
            >
              <Icon />
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="border-t border-gray-200 p-4">
          <UserCard user={user} />
          <Form method="post" action="/logout" className="mt-3">
            <button type="submit" className="btn-secondary w-full">
              <LogoutIcon />
              Logout
            </button>
          </Form>
        </div>
      </aside>
      {/* A click target behind the sidebar, hidden from assistive technology (useOffCanvas). */}
      {/* eslint-disable-next-line jsx-a11y/anchor-has-content */}
      <a {...sidebar.backdrop} className="fixed inset-0 z-30 hidden bg-black/40 max-lg:peer-target:block max-lg:peer-data-[open=true]:block" />
      <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-gray-200 bg-white/95 px-4 backdrop-blur sm:px-6">
        <a {...sidebar.openLink} className="rounded p-2 lg:hidden" aria-label="Open sidebar">
          <MenuIcon />
        </a>
        <TopSearch role={user.role} />
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          {cartCount !== null ? (
            <CountLink to="/store/cart" label="Cart" count={cartCount} icon={<CartIcon />} />
          ) : null}
          <CountLink to={notificationPath(user.role)} label="Notifications" count={unread} icon={<BellIcon />} />
          <span
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
            aria-hidden="true"
          >
            {initials(user.name)}
          </span>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        {user.emailVerified ? null : <VerifyEmailBanner />}
        {children}
      </main>
    </div>
  );
}

function UserCard({ user }: { user: ShellUser }) {
  const name = cardName(user.name);
  return (
    <div className="flex items-center gap-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800">
        {initials(user.name)}
      </span>
      <div className="min-w-0">
        {/* A long name ends with an ellipsis; the whole name is in `title`. */}
        <p className="truncate text-sm font-semibold" title={name}>
          {name}
        </p>
        <p className="text-xs text-gray-600">{roleLabel(user.role)}</p>
      </div>
    </div>
  );
}

/**
 * The top bar's "Search Anything": what the role can see, grouped, on the role's search page
 * (docs/decisions/0121). A plain GET form; on that page it keeps the words searched.
 */
function TopSearch({ role }: { role: Role }) {
  const action = `${ROLE_HOME[role]}/search`;
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const q = pathname === action ? (params.get("q") ?? "") : "";
  return (
    <Form method="get" action={action} role="search" aria-label="Site search" className="relative min-w-0 max-w-md flex-1">
      <label htmlFor="top-search" className="sr-only">
        Search anything
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-gray-500" />
      <input
        key={q}
        id="top-search"
        name="q"
        type="search"
        defaultValue={q}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Search Anything"
        className="input pl-10"
      />
    </Form>
  );
}
