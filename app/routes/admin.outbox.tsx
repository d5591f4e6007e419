import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NewerOlderPager } from "~/components/admin/newer-older-pager";
import type { MailStatus } from "~/db/schema";
import { env } from "~/env.server";
import { withoutResetTokens } from "~/models/mail/password-reset.server";
import { directionFrom } from "~/db/newest-first.server";
import { listOutbox } from "~/models/mail/outbox-list.server";
import { requireRole } from "~/pages/auth.server";
import { formatDateTime } from "~/utils/format";

export const meta: MetaFunction = () => [{ title: "Outbox | Admin | Promptory" }];

const STATUS_LABELS: Record<MailStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  stored: "Stored in the outbox",
};
const STATUS_STYLES: Record<MailStatus, string> = {
  queued: "bg-gray-200 text-gray-800",
  sending: "bg-brand-100 text-brand-800",
  sent: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
  stored: "bg-gray-200 text-gray-800",
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const params = new URL(request.url).searchParams;
  const direction = directionFrom(params);
  const page = await listOutbox(direction);
  const smtp = Boolean(env().SMTP_URL);
  // Only the demo without a mail server shows reset links: there the outbox is the mailbox (issue 23, point 16).
  const showsLinks = !smtp && env().MODE === "demo";
  return {
    smtp,
    showsLinks,
    paged: "newer" in direction || "older" in direction,
    newer: page.newer,
    older: page.older,
    messages: page.items.map((message) => ({
      id: message.id,
      to: message.to,
      subject: message.subject,
      text: showsLinks ? message.text : withoutResetTokens(message.text),
      status: message.status,
      statusLabel: STATUS_LABELS[message.status],
      attempts: message.attempts,
      lastError: message.status === "failed" ? message.lastError : null,
      retry: message.status === "failed" ? (message.nextAttemptAt ? `Next attempt ${formatDateTime(message.nextAttemptAt)}` : "Given up: no more attempts") : null,
      createdAt: message.createdAt.toISOString(),
      createdAtLabel: formatDateTime(message.createdAt),
    })),
  };
}

export default function AdminOutboxPage() {
  const { smtp, showsLinks, paged, newer, older, messages } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">Outbox</h1>
        <p className="mt-1 text-sm text-gray-600">
          Every e-mail the app sends, newest first.{" "}
          {smtp
            ? "They go out through the SMTP server in SMTP_URL; a failed one is retried a few times, waiting longer each time."
            : "No SMTP server is set (SMTP_URL), so messages stay here: this outbox is where they are delivered."}{" "}
          {showsLinks
            ? "This demo keeps password-reset links here so they can be tried."
            : smtp
              ? "Password-reset links are removed from these copies."
              : "Password-reset links are removed from these copies, so account recovery needs an SMTP server: set SMTP_URL."}
        </p>
      </div>
      {messages.length === 0 ? (
        <p className="card text-gray-700">{paged ? "No more messages." : "No e-mail has been sent yet."}</p>
      ) : (
        <ul className="space-y-4" aria-label="Messages">
          {messages.map((message) => (
            <li key={message.id}>
              <article className="card" aria-labelledby={`mail-${message.id}`}>
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`mail-${message.id}`} className="font-semibold text-ink">
                    {message.subject}
                  </h2>
                  <span aria-hidden="true" className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[message.status]}`}>
                    {message.statusLabel}
                  </span>
                </header>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-gray-600">To</dt>
                  <dd className="break-all text-gray-900">{message.to}</dd>
                  <dt className="text-gray-600">Queued</dt>
                  <dd>
                    <time dateTime={message.createdAt}>{message.createdAtLabel}</time>
                  </dd>
                  <dt className="text-gray-600">Status</dt>
                  <dd>
                    {message.statusLabel}
                    {message.attempts > 0 ? ` (${message.attempts} ${message.attempts === 1 ? "attempt" : "attempts"})` : ""}
                  </dd>
                  {message.lastError ? (
                    <>
                      <dt className="text-gray-600">Last error</dt>
                      <dd className="break-words text-red-800">
                        {message.lastError} <span className="text-gray-600">· {message.retry}</span>
                      </dd>
                    </>
                  ) : null}
                </dl>
                <details className="mt-3">
                  <summary className="cursor-pointer font-medium text-brand-800">
                    Plain text<span className="sr-only"> of “{message.subject}” to {message.to}</span>
                  </summary>
                  <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-words rounded bg-gray-50 p-3 text-sm text-gray-900">{message.text}</pre>
                </details>
              </article>
            </li>
          ))}
        </ul>
      )}
      <NewerOlderPager label="Outbox pages" path="/admin/outbox" newer={newer} older={older} paged={paged} />
    </div>
  );
}
