import type { MetaFunction } from "@remix-run/node";
import { NotificationsPage } from "~/pages/notifications";
import { notificationsAction, notificationsLoader } from "~/pages/notifications.server";

export const meta: MetaFunction = () => [{ title: "Notifications | Promptory" }];
export const loader = notificationsLoader;
export const action = notificationsAction;
export default NotificationsPage;
