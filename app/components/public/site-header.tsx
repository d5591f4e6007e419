import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import type { Role } from "~/db/schema";
import { useHydrated } from "~/hooks/use-hydrated";
import { ROLE_HOME } from "~/utils/roles";
import { CloseIcon, MenuIcon } from "../icons";
import { Logo } from "./logo";

type HeaderUser = { role: Role } | null;

const SITE_LINKS = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

const MENU_ID = "mobile-menu";
const OPEN_BUTTON_ID = "open-mobile-menu";

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

/**
 * Without JavaScript the panel opens through `#mobile-menu:target` and the close links point back
 * at the open button (so the page does not jump). With JavaScript, state takes over so it can
 * also close on an outside click, Escape and navigation.
 * The panel turns visible at once when opening (so focus can move into it) and hides only after
 * sliding out.
 */
function MobileMenu({ user }: { user: HeaderUser }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const location = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const openButtonRef = useRef<HTMLAnchorElement>(null);
  const closeButtonRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    closeButtonRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      openButtonRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  function openMenu(event: MouseEvent) {
    event.preventDefault();
    setOpen(true);
  }

  function closeMenu(event: MouseEvent) {
    // Opened before hydration: only a real hash change clears :target.
    if (!panelRef.current?.matches(":target")) event.preventDefault();
    setOpen(false);
    openButtonRef.current?.focus();
  }

  return (
    <div className="md:hidden">
      <a
        id={OPEN_BUTTON_ID}
        ref={openButtonRef}
        href={`#${MENU_ID}`}
        onClick={openMenu}
        aria-label="Open menu"
        aria-controls={MENU_ID}
        aria-expanded={hydrated ? open : undefined}
        className="flex h-11 w-11 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100"
      >
        <MenuIcon width={24} height={24} />
      </a>
      <div
        id={MENU_ID}
        ref={panelRef}
        data-open={open}
        className="offcanvas peer invisible fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 bg-white p-5 shadow-2xl [transform:translateX(100%)] [transition:transform_300ms_ease,visibility_0s_linear_300ms] target:visible target:[transition:transform_300ms_ease] data-[open=true]:visible data-[open=true]:[transition:transform_300ms_ease] motion-reduce:[transition:none]"
      >
        <div className="flex items-center justify-between">
          <Logo />
          <a
            ref={closeButtonRef}
            href={`#${OPEN_BUTTON_ID}`}
            onClick={closeMenu}
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
      <a
        href={`#${OPEN_BUTTON_ID}`}
        onClick={closeMenu}
        tabIndex={-1}
        aria-hidden="true"
        className="fixed inset-0 z-40 hidden bg-ink/50 peer-target:block peer-data-[open=true]:block"
      />
    </div>
  );
}

export function SiteHeader({ user }: { user: HeaderUser }) {
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
        <AccountLinks user={user} className="hidden items-center gap-3 md:flex" />
        <MobileMenu user={user} />
      </div>
    </header>
  );
}
