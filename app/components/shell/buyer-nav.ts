import { HomeIcon, StarsIcon, UserIcon } from "../icons";
import type { NavLinkItem } from "./nav-links";

/** The buyer's sidebar (SPEC "Dashboard shell"); the area home matches exactly. */
export const BUYER_NAV: NavLinkItem[] = [
  { to: "/home", label: "Home", icon: HomeIcon, end: true },
  { to: "/home/prompts", label: "Prompts", icon: StarsIcon },
  { to: "/home/profile", label: "Profile", icon: UserIcon },
];
