import type { ComponentType, SVGProps } from "react";
import type { Role } from "~/db/schema";
import {
  BagIcon,
  CartIcon,
  CoinIcon,
  HomeIcon,
  LifebuoyIcon,
  MailIcon,
  SendIcon,
  SettingsIcon,
  StarsIcon,
  UserIcon,
  UsersIcon,
} from "../icons";

export type NavLinkItem = {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  end?: boolean;
};

/**
 * Sidebar links per role (SPEC "Dashboard shell"); the area home matches exactly. Admin payouts
 * (Withdrawals) carry the coin; buyer payments to check carry the cart.
 */
export const NAV_LINKS: Record<Role, NavLinkItem[]> = {
  buyer: [
    { to: "/home", label: "Home", icon: HomeIcon, end: true },
    { to: "/home/prompts", label: "Prompts", icon: StarsIcon },
    { to: "/home/profile", label: "Profile", icon: UserIcon },
  ],
  vendor: [
    { to: "/vendor", label: "Home", icon: HomeIcon, end: true },
    { to: "/vendor/prompts", label: "Prompts", icon: StarsIcon },
    { to: "/vendor/store", label: "Store", icon: BagIcon },
    { to: "/vendor/transactions", label: "Transactions", icon: CoinIcon },
    { to: "/vendor/profile", label: "Profile", icon: UserIcon },
  ],
  admin: [
    { to: "/admin", label: "Home", icon: HomeIcon, end: true },
    { to: "/admin/prompts", label: "Prompts", icon: StarsIcon },
    { to: "/admin/vendors", label: "Vendors", icon: UsersIcon },
    { to: "/admin/withdrawals", label: "Withdrawals", icon: CoinIcon },
    { to: "/admin/settings", label: "Settings", icon: SettingsIcon },
    { to: "/admin/payments", label: "Payments", icon: CartIcon },
    { to: "/admin/tickets", label: "Tickets", icon: LifebuoyIcon },
    { to: "/admin/messages", label: "Messages", icon: MailIcon },
    { to: "/admin/outbox", label: "Outbox", icon: SendIcon },
    { to: "/admin/profile", label: "Profile", icon: UserIcon },
  ],
};
