import { HeadsetIcon, HomeIcon, StarsIcon, UserIcon, UsersIcon } from "../icons";
import { FolderIcon } from "../icons/folder";
import type { NavLinkItem } from "./nav-links";

/**
 * The buyer's sidebar (SPEC "Dashboard shell", plus Support: the tickets, issue 23 point 13); the
 * area home matches exactly.
 */
export const BUYER_NAV: NavLinkItem[] = [
  { to: "/home", label: "Home", icon: HomeIcon, end: true },
  { to: "/home/prompts", label: "Prompts", icon: StarsIcon },
  { to: "/home/collections", label: "Collections", icon: FolderIcon },
  { to: "/home/teams", label: "Teams", icon: UsersIcon },
  { to: "/home/tickets", label: "Support", icon: HeadsetIcon },
  { to: "/home/profile", label: "Profile", icon: UserIcon },
];
