import { HeadsetIcon, HomeIcon, StarsIcon, UserIcon, UsersIcon } from "../icons";
import { FolderIcon } from "../icons/folder";
import { WandIcon } from "../icons/wand";
import type { NavLinkItem } from "./nav-links";

/**
 * The buyer's sidebar (SPEC "Dashboard shell", plus Support: the tickets, issue 23 point 13, and
 * the prompt enhancer, issue 41 point 8); the area home matches exactly. "Enhancer" is short like
 * its neighbours, and the buyer's home already has a "Prompt enhancer" button: one name, one link.
 */
export const BUYER_NAV: NavLinkItem[] = [
  { to: "/home", label: "Home", icon: HomeIcon, end: true },
  { to: "/home/prompts", label: "Prompts", icon: StarsIcon },
  { to: "/enhance", label: "Enhancer", icon: WandIcon },
  { to: "/home/collections", label: "Collections", icon: FolderIcon },
  { to: "/home/teams", label: "Teams", icon: UsersIcon },
  { to: "/home/tickets", label: "Support", icon: HeadsetIcon },
  { to: "/home/profile", label: "Profile", icon: UserIcon },
];
