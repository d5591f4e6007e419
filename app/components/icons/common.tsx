import type { SVGProps } from "react";

/** Stroke icons drawn on a 24-unit grid; decorative unless given a title by the caller. */
export function Icon({ d, ...props }: SVGProps<SVGSVGElement> & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" width={20} height={20} {...props}>
      <path d={d} />
    </svg>
  );
}

/** The icons of the shells' bars and sidebars, which nearly every page draws. */
export const MenuIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M4 6h16M4 12h16M4 18h16" {...p} />;
export const CloseIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M6 6l12 12M18 6L6 18" {...p} />;
export const SearchIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3" {...p} />;
export const CartIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6M10 21h.01M17 21h.01" {...p} />;
export const BellIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10 20a2 2 0 0 0 4 0" {...p} />;
export const LogoutIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" {...p} />;
export const HomeIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10" {...p} />;
export const StarsIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2zM19 15l1 2.5 2.5 1-2.5 1L19 22l-1-2.5-2.5-1 2.5-1z" {...p} />;
export const UserIcon = (p: SVGProps<SVGSVGElement>) => <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" {...p} />;
