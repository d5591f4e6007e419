import type { SVGProps } from "react";

/** Stroke icons drawn on a 24-unit grid; decorative unless given a title by the caller. */
export function Icon({ d, ...props }: SVGProps<SVGSVGElement> & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" width={20} height={20} {...props}>
      <path d={d} />
    </svg>
  );
}

type P = SVGProps<SVGSVGElement>;
export const MenuIcon = (p: P) => <Icon d="M4 6h16M4 12h16M4 18h16" {...p} />;
export const CloseIcon = (p: P) => <Icon d="M6 6l12 12M18 6L6 18" {...p} />;
export const BellIcon = (p: P) => <Icon d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10 20a2 2 0 0 0 4 0" {...p} />;
export const CartIcon = (p: P) => <Icon d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6M10 21h.01M17 21h.01" {...p} />;
export const SearchIcon = (p: P) => <Icon d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3" {...p} />;
export const HomeIcon = (p: P) => <Icon d="M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10" {...p} />;
export const StarsIcon = (p: P) => <Icon d="M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2zM19 15l1 2.5 2.5 1-2.5 1L19 22l-1-2.5-2.5-1 2.5-1z" {...p} />;
export const BagIcon = (p: P) => <Icon d="M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2" {...p} />;
export const CoinIcon = (p: P) => <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2s1.3 1.7 3 2 3 .8 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6v2M12 16v2" {...p} />;
export const UserIcon = (p: P) => <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" {...p} />;
export const UsersIcon = (p: P) => <Icon d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7M18 14a6 6 0 0 1 4 7" {...p} />;
export const SettingsIcon = (p: P) => <Icon d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" {...p} />;
export const LogoutIcon = (p: P) => <Icon d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" {...p} />;
export const PencilIcon = (p: P) => <Icon d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" {...p} />;
export const TrashIcon = (p: P) => <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" {...p} />;
export const CheckIcon = (p: P) => <Icon d="M20 6L9 17l-5-5" {...p} />;
export const InfoIcon = (p: P) => <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16v-4M12 8h.01" {...p} />;
export const WarningIcon = (p: P) => <Icon d="M12 3l10 18H2zM12 10v4M12 18h.01" {...p} />;
