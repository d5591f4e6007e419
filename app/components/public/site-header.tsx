import { Link, NavLink } from "@remix-run/react";
import type { Role } from "~/db/schema";
import { OFFCANVAS_SLIDE, useOffCanvas } from "~/hooks/use-offcanvas";
import { ROLE_HOME } from "~/utils/roles";
import { CartIcon, CloseIcon, MenuIcon } from "../icons";
import { CountLink } from "../shell/count-link";
import { Logo } from "./logo";

type HeaderUser = { role: Role } | null;

const SITE_LINKS = [
  { to: "/", label: "Home" },
  { to: "/prompts", label: "Prompts" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

const MENU_ID = "mobile-menu";

function SiteLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {SITE_LINKS.map(({ to, label }) => (
        <li key={to}>
          <NavLink
            to={to}
            end
            prefetch="intent"
            className={({ isActive }) =>
              `block rounded-lg px-3 py-2 ${isActive ? "font-bold text-brand-700" : "font-medium text-gray-700 hover:text-brand-700"}`
            }
          >
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function AccountLinks({ user, className }: { user: HeaderUser; className: string }) {
  if (user) {
    return (
      <div className={className}>
        <Link to={ROLE_HOME[user.role]} className="btn-primary">
          Dashboard
        </Link>
      </div>
    );
  }
  return (
    <div className={className}>
      <Link to="/login" className="btn-secondary">
        Login
      </Link>
      <Link to="/register" className="btn-primary">
        Register
      </Link>
    </div>
  );
}

function MobileMenu({ user }: { user: HeaderUser }) {
  const menu = useOffCanvas<HTMLDivElement>(MENU_ID);
  return (
    <div className="md:hidden">
      <a
        {...menu.openLink}
        aria-label="Open menu"
        className="flex h-11 w-11 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100"
      >
        <MenuIcon width={24} height={24} />
      </a>
      <div
        {...menu.panel}
        className={`peer fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] translate-x-full flex-col gap-6 overflow-y-auto bg-white p-5 shadow-2xl ${OFFCANVAS_SLIDE}`}
      >
        <div className="flex items-center justify-between">
          <Logo />
          <a
            {...menu.closeLink}
            aria-label="Close menu"
            className="flex h-11 w-11 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100"
          >
            <CloseIcon width={24} height={24} />
          </a>
        </div>
        <nav aria-label="Main">
          <SiteLinks className="space-y-1 text-lg" />
        </nav>
        <AccountLinks user={user} className="mt-auto grid gap-3" />
      </div>
      {/* A click target behind the menu, hidden from assistive technology (useOffCanvas). */}
      {/* eslint-disable-next-line jsx-a11y/anchor-has-content */}
      <a {...menu.backdrop} className="fixed inset-0 z-40 hidden bg-ink/50 peer-target:block peer-data-[open=true]:block" />
    </div>
  );
}

/** A signed-in buyer's header: the cart, with its count, on every screen width (issue 23, point 3). */
export function SiteHeader({ user, cartCount }: { user: HeaderUser; cartCount: number | null }) {
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <SiteLinks className="flex items-center gap-2" />
        </nav>
        <div className="flex items-center gap-3">
          {cartCount !== null ? <CountLink to="/store/cart" label="Cart" count={cartCount} icon={<CartIcon />} /> : null}
          <AccountLinks user={user} className="hidden items-center gap-3 md:flex" />
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
