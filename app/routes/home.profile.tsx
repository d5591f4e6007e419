import type { MetaFunction } from "@remix-run/node";
import { ProfilePage } from "~/pages/profile";
import { profileAction, profileLoader } from "~/pages/profile.server";

export const meta: MetaFunction = () => [{ title: "Profile | Promptory" }];
export const loader = profileLoader;
export const action = profileAction;
export default ProfilePage;
