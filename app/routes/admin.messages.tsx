import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listContactMessages } from "~/models/support.server";
import { requireRole } from "~/utils/auth.server";
import { formatDateTime } from "~/utils/format";

export const meta: MetaFunction = () => [{ title: "Contact messages | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const messages = listContactMessages().map(({ id, name, email, message, createdAt }) => ({
    id,
    name,
    email,
    message,
    sentAt: createdAt.toISOString(),
    sentAtLabel: formatDateTime(createdAt),
  }));
  return { messages };
}

export default function AdminMessagesPage() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">Contact messages</h1>
        <p className="mt-1 text-sm text-gray-600">Sent through the public contact form, newest first.</p>
      </div>
      {messages.length === 0 ? (
        <p className="card text-gray-700">No messages yet.</p>
      ) : (
        <ul className="space-y-4">
          {messages.map((item) => (
            <li key={item.id}>
              <article className="card" aria-labelledby={`message-${item.id}`}>
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
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
