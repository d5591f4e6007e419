import type { SVGProps } from "react";
import { CartIcon, CoinIcon, HomeIcon, Icon, SettingsIcon, StarsIcon, UserIcon, UsersIcon } from "../icons";
import type { NavLinkItem } from "./nav-links";

const LifebuoyIcon = (props: SVGProps<SVGSVGElement>) => <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" {...props} />;
const MailIcon = (props: SVGProps<SVGSVGElement>) => <Icon d="M3 6h18v12H3zM3 6l9 7 9-7" {...props} />;
const SendIcon = (props: SVGProps<SVGSVGElement>) => <Icon d="M22 2L11 13M22 2l-7 20-4-9-9-4z" {...props} />;

/**
 * The admin's sidebar: payouts (Withdrawals) carry the coin, buyer payments the cart. Icons only
 * admins see live here, so other roles never load them.
 */
export const ADMIN_NAV: NavLinkItem[] = [
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
];
