import { BagIcon, CoinIcon, HomeIcon, StarsIcon, UserIcon } from "../icons";
import type { NavLinkItem } from "./nav-links";

/** The vendor's sidebar; the area home matches exactly. */
export const VENDOR_NAV: NavLinkItem[] = [
  { to: "/vendor", label: "Home", icon: HomeIcon, end: true },
  { to: "/vendor/prompts", label: "Prompts", icon: StarsIcon },
  { to: "/vendor/store", label: "Store", icon: BagIcon },
  { to: "/vendor/transactions", label: "Transactions", icon: CoinIcon },
  { to: "/vendor/profile", label: "Profile", icon: UserIcon },
];
