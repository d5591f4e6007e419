import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { Role, TicketStatus as Status } from "~/db/enums";
import { FormErrors, TextareaField } from "~/components/forms";
import { Spinner } from "~/components/spinner";
import { TicketReplySchema } from "~/schemas/support-ticket";
import { formatDateTime } from "~/utils/format";
import { TicketStatus } from "./ticket-status";
import { useIsPending } from "~/hooks/use-is-pending";

type Message = { id: string; body: string; createdAt: Date | string; author: { name: string; role: Role } };

export type ThreadTicket = { subject: string; status: Status; createdAt: Date | string; messages: Message[] };

/** The ticket's subject and status, then its messages oldest first; support's are marked and tinted. */
export function TicketThread({ ticket, children }: { ticket: ThreadTicket; children?: React.ReactNode }) {
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold break-words">{ticket.subject}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
          <TicketStatus status={ticket.status} />
          <span>Opened {formatDateTime(ticket.createdAt)}</span>
        </p>
        {children}
      </div>
      <ol className="space-y-4" aria-label="Messages">
        {ticket.messages.map((message) => (
          <li key={message.id}>
            <ThreadMessage message={message} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function ThreadMessage({ message }: { message: Message }) {
  const fromSupport = message.author.role === "admin";
  return (
    <article className={`card ${fromSupport ? "border-brand-200 bg-brand-50" : ""}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="font-semibold">
          {message.author.name}
          {fromSupport ? <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">Support</span> : null}
        </p>
        <time className="text-gray-600" dateTime={new Date(message.createdAt).toISOString()}>
          {formatDateTime(message.createdAt)}
        </time>
      </header>
      <p className="mt-2 whitespace-pre-line break-words text-gray-800">{message.body}</p>
    </article>
  );
}

/**
 * The reply box under a thread that is not closed. Keyed by the number of messages where it is
 * used, so it starts empty again after a reply is posted.
 */
export function TicketReplyForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const sending = useIsPending({ with: { intent: "reply" } });
  const [form, fields] = useForm({
    id: "ticket-reply",
    lastResult,
    constraint: getZodConstraint(TicketReplySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TicketReplySchema }),
    // Cleared while typing, so the button does not move under the click that blurs the field.
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-4">
      <h2 className="text-lg font-semibold">
        Add a reply
      </h2>
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextareaField label="Reply" field={fields.message} rows={4} />
      <button type="submit" name="intent" value="reply" className="btn-primary" disabled={sending}>
        {sending ? <Spinner label="Sending" /> : null}
        Send reply
      </button>
    </Form>
  );
}
