import { BagIcon, CoinIcon, HeadsetIcon, HomeIcon, StarsIcon, UserIcon } from "../icons";
import type { NavLinkItem } from "./nav-links";

/** The vendor's sidebar (with Support: the tickets, issue 23 point 13); the area home matches exactly. */
export const VENDOR_NAV: NavLinkItem[] = [
  { to: "/vendor", label: "Home", icon: HomeIcon, end: true },
  { to: "/vendor/prompts", label: "Prompts", icon: StarsIcon },
  { to: "/vendor/store", label: "Store", icon: BagIcon },
  { to: "/vendor/transactions", label: "Transactions", icon: CoinIcon },
  { to: "/vendor/tickets", label: "Support", icon: HeadsetIcon },
  { to: "/vendor/profile", label: "Profile", icon: UserIcon },
];
