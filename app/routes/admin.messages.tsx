import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Spinner } from "~/components/spinner";
import { NewerOlderPager } from "~/components/admin/newer-older-pager";
import { directionFrom } from "~/db/newest-first.server";
import { countUnreadContactMessages, listContactMessages, markContactMessageRead, UNREAD_COUNT_LIMIT } from "~/models/support.server";
import { requireRole } from "~/pages/auth.server";
import { formatDateTime } from "~/utils/format";
import { rescue, toastError } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";
import { usePendingFormData } from "~/hooks/use-is-pending";

export const meta: MetaFunction = () => [{ title: "Contact messages | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const direction = directionFrom(new URL(request.url).searchParams);
  const page = await listContactMessages(direction);
  const unread = await countUnreadContactMessages();
  return {
    messages: page.items.map(({ id, name, email, message, readAt, createdAt }) => ({
      id,
      name,
      email,
      message,
      read: readAt !== null,
      sentAt: createdAt.toISOString(),
      sentAtLabel: formatDateTime(createdAt),
    })),
    unread: unread >= UNREAD_COUNT_LIMIT ? `${UNREAD_COUNT_LIMIT - 1}+` : String(unread),
    paged: "newer" in direction || "older" in direction,
    newer: page.newer,
    older: page.older,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const id = String((await request.formData()).get("id") ?? "");
  // Back to the page the message was on (the form posts to it, ?older= or ?newer= included).
  const back = `/admin/messages${new URL(request.url).search}`;
  return rescue(async () => {
    await markContactMessageRead(id);
    return redirectWithToast(request, back, { type: "success", message: "Message marked as read" });
  }, toastError(request, back));
}

export default function AdminMessagesPage() {
  const { messages, unread, paged, newer, older } = useLoaderData<typeof loader>();
  const busyId = usePendingFormData()?.get("id");
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">Contact messages</h1>
        <p className="mt-1 text-sm text-gray-600">
          Sent through the public contact form, newest first. {unread} unread.
        </p>
      </div>
      {messages.length === 0 ? (
        <p className="card text-gray-700">{paged ? "No more messages." : "No messages yet."}</p>
      ) : (
        <ul className="space-y-4">
          {messages.map((item) => (
            <li key={item.id}>
              <article className={`card ${item.read ? "" : "border-brand-600"}`} aria-labelledby={`message-${item.id}`}>
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`message-${item.id}`} className="font-semibold text-ink">
                    {item.name}{" "}
                    <a href={`mailto:${item.email}`} className="font-normal text-brand-700 hover:underline">
                      {item.email}
                    </a>
                  </h2>
                  <time dateTime={item.sentAt} className="text-sm text-gray-600">
                    {item.sentAtLabel}
                  </time>
                </header>
                <p className="mt-3 whitespace-pre-line text-gray-800">{item.message}</p>
                <footer className="mt-4 flex items-center justify-end gap-3">
                  {item.read ? (
                    <span className="rounded-full bg-gray-200 px-3 py-1 text-xs font-semibold text-gray-800">Read</span>
                  ) : (
                    <>
                      <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">New</span>
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="id" value={item.id} />
                        <button type="submit" className="btn-secondary" disabled={busyId === item.id}>
                          {busyId === item.id ? <Spinner label="Saving" /> : null}
                          Mark as read<span className="sr-only"> (message from {item.name})</span>
                        </button>
                      </Form>
                    </>
                  )}
                </footer>
              </article>
            </li>
          ))}
        </ul>
      )}
      <NewerOlderPager label="Message pages" path="/admin/messages" newer={newer} older={older} paged={paged} />
    </div>
  );
}
