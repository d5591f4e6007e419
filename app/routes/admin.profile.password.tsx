import { PasswordDialog } from "~/pages/profile";
import { dialogLoader, passwordAction } from "~/pages/profile.server";

export const loader = dialogLoader;
export const action = passwordAction;
export default PasswordDialog;
