/*
 * The icons the shells' bars and sidebars draw share one module; every other icon has its own, so
 * a page loads only the icons it draws (decision 0237).
 */
export { BagIcon } from "./icons/bag";
export { HeadsetIcon } from "./icons/headset";
export { CoinIcon } from "./icons/coin";
export { UsersIcon } from "./icons/users";
export { SettingsIcon } from "./icons/settings";
export { PencilIcon } from "./icons/pencil";
export { TrashIcon } from "./icons/trash";
export { CheckIcon } from "./icons/check";
export { InfoIcon } from "./icons/info";
export { WarningIcon } from "./icons/warning";
export { Icon, BellIcon, CartIcon, CloseIcon, HomeIcon, LogoutIcon, MenuIcon, SearchIcon, StarsIcon, UserIcon } from "./icons/common";
