import { Form, useLoaderData } from "@remix-run/react";
import type { ComponentType, SVGProps } from "react";
import { BellIcon, CheckIcon, InfoIcon, SettingsIcon, TrashIcon, WarningIcon } from "~/components/icons";
import { Pagination } from "~/components/pagination";
import { formatDateTime } from "~/utils/format";
import type { notificationsLoader } from "./notifications.server";

const TYPE_STYLE: Record<string, { icon: ComponentType<SVGProps<SVGSVGElement>>; tone: string; label: string }> = {
  success: { icon: CheckIcon, tone: "bg-emerald-100 text-emerald-800", label: "Success" },
  warning: { icon: WarningIcon, tone: "bg-amber-100 text-amber-800", label: "Warning" },
  info: { icon: InfoIcon, tone: "bg-sky-100 text-sky-800", label: "Info" },
  system: { icon: SettingsIcon, tone: "bg-gray-200 text-gray-800", label: "System" },
  other: { icon: BellIcon, tone: "bg-brand-100 text-brand-800", label: "Other" },
};

export function NotificationsPage() {
  const { notifications, unread, page, pageCount } = useLoaderData<typeof notificationsLoader>();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          Notifications {unread > 0 ? <span className="text-base font-medium text-gray-600">({unread} unread)</span> : null}
        </h1>
        {unread > 0 ? (
          <Form method="post">
            <button type="submit" name="intent" value="read-all" className="btn-secondary">
              Mark all as read
            </button>
          </Form>
        ) : null}
      </div>
      {notifications.length === 0 ? (
        <p className="card text-center text-gray-700">No notifications yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white">
          {notifications.map((n) => {
            const style = TYPE_STYLE[n.type] ?? TYPE_STYLE.other!;
            const Icon = style.icon;
            return (
              <li key={n.id} className={`flex gap-4 p-4 ${n.read ? "" : "bg-brand-50/50"}`}>
                <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${style.tone}`}>
                  <Icon />
                  <span className="sr-only">{style.label}</span>
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 font-semibold">
                    {n.read ? null : (
                      <span className="h-2 w-2 rounded-full bg-brand-600" role="img" aria-label="Unread" />
                    )}
                    {n.title}
                  </p>
                  <p className="text-sm text-gray-700">{n.message}</p>
                  <p className="mt-1 text-xs text-gray-600">
                    <time dateTime={new Date(n.createdAt).toISOString()}>{formatDateTime(n.createdAt)}</time>
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="id" value={n.id} />
                  <button type="submit" name="intent" value="delete" className="rounded p-2 text-gray-600 hover:bg-red-50 hover:text-red-700" aria-label={`Delete notification: ${n.title}`}>
                    <TrashIcon />
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} label="Notification pages" />
    </div>
  );
}
