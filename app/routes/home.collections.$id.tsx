import { getFormProps, useForm } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, Outlet, useActionData, useFetcher, useFetchers, useLoaderData } from "@remix-run/react";
import { CollectionItemRow, optimisticOrder, REMOVE_FETCHER } from "~/components/collections/collection-item-row";
import { useFetcherReplyToast, type ToggleReply } from "~/hooks/use-fetcher-reply-toast";
import { ErrorSummary } from "~/components/error-summary";
import { Field, TextareaField } from "~/components/forms";
import { ShareLink } from "~/components/prompts/share-link";
import { moveItem, removeItem, updateCollection, viewCollection } from "~/models/collections.server";
import { requireRole } from "~/pages/auth.server";
import { fieldError, rescue, throwResponse, toastError } from "~/pages/errors.server";
import { CollectionDescriptionSchema, CollectionPageActionSchema, CollectionRenameSchema } from "~/schemas/collection";
import { getZodConstraint, parseWithZod } from "~/utils/conform";
import { notFound } from "~/utils/app-error";
import { publicUrl } from "~/utils/public-url.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.collection.name ?? "Collection"} | Promptory` }];

type Buyer = Awaited<ReturnType<typeof requireRole>>;

/** The owner's collection, or a team's for its members: anyone else's is 404 here (a public one has its share page). */
async function insiderView(user: Buyer, id: string) {
  const view = await viewCollection(user, id);
  if (view.access === "public") throw notFound("Collection not found.");
  return view;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const { collection, access, team, items } = await rescue(() => insiderView(user, params.id ?? ""), throwResponse);
  const { id, name, description, isPublic } = collection;
  return {
    collection: { id, name, description, isPublic },
    canEdit: access === "edit",
    team,
    shareUrl: isPublic ? publicUrl(`/collections/${encodeURIComponent(id)}`) : null,
    items: items.map(({ promptId, title, card }) => ({
      promptId,
      title,
      card: card && { priceCents: card.priceCents, storeName: card.storeName, categoryName: card.categoryName },
    })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const id = params.id ?? "";
  const here = `/home/collections/${id}`;
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "rename") {
    const submission = parseWithZod(formData, { schema: CollectionRenameSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    return rescue(async () => {
      await updateCollection(user, id, { name: submission.value.name });
      return redirectWithToast(request, here, { type: "success", message: "Collection renamed." });
    }, fieldError(submission, { field: "name" }));
  }
  if (intent === "describe") {
    const submission = parseWithZod(formData, { schema: CollectionDescriptionSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    return rescue(async () => {
      await updateCollection(user, id, { description: submission.value.description ?? "" });
      return redirectWithToast(request, here, { type: "success", message: "Description saved." });
    }, fieldError(submission, { field: "description" }));
  }
  const parsed = CollectionPageActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return redirectWithToast(request, here, { type: "error", message: "Unknown collection action." });
  const input = parsed.data;
  if (input.intent === "make-public" || input.intent === "make-private") {
    const isPublic = input.intent === "make-public";
    return rescue(async () => {
      await updateCollection(user, id, { isPublic });
      const message = isPublic ? "The collection is public: anyone with its link can see it." : "The collection is private again.";
      return redirectWithToast(request, here, { type: "success", message });
    }, toastError(request, here));
  }
  // "Remove", "Move up", "Move down": a fetcher's JSON reply with JavaScript (the list reorders at once), else back here.
  const outcome = await rescue(
    async () => {
      if (input.intent === "remove") await removeItem(user, id, input.promptId);
      else await moveItem(user, id, input.promptId, input.direction);
      return { ok: true, message: input.intent === "remove" ? "Removed from the collection." : "", status: 200 };
    },
    (error) => ({ ok: false, message: error.message, status: error.status }),
  );
  if (formData.get("js") === "1") return data({ ok: outcome.ok, message: outcome.message }, { status: outcome.status });
  if (!outcome.message) return redirect(here);
  return redirectWithToast(request, here, { type: outcome.ok ? "success" : "error", message: outcome.message });
}

/** A Conform form's own reply: the page's item buttons answer their fetchers, and each form posts its `intent`. */
function useReplyTo(intent: "rename" | "describe") {
  const reply = useActionData<typeof action>();
  return reply && !("ok" in reply) && reply.initialValue?.intent === intent ? reply : undefined;
}

/** "Rename" changes the name only (CONTRACT 14); the description has its own form. */
function RenameForm({ name }: { name: string }) {
  const [form, fields] = useForm({
    id: "rename-collection",
    lastResult: useReplyTo("rename"),
    defaultValue: { name },
    constraint: getZodConstraint(CollectionRenameSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CollectionRenameSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <ErrorSummary form={form} />
      <Field label="Name" field={fields.name} />
      <button type="submit" name="intent" value="rename" className="btn-secondary">
        Rename
      </button>
    </Form>
  );
}

function DescriptionForm({ description }: { description: string }) {
  const [form, fields] = useForm({
    id: "describe-collection",
    lastResult: useReplyTo("describe"),
    defaultValue: { description },
    constraint: getZodConstraint(CollectionDescriptionSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CollectionDescriptionSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <ErrorSummary form={form} />
      <TextareaField label="Description" field={fields.description} rows={2} />
      <button type="submit" name="intent" value="describe" className="btn-secondary">
        Save description
      </button>
    </Form>
  );
}

function EditButtons({ isPublic }: { isPublic: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post">
        <button type="submit" name="intent" value={isPublic ? "make-private" : "make-public"} className="btn-secondary">
          {isPublic ? "Make private" : "Make public"}
        </button>
      </Form>
      <Link to="delete" preventScrollReset className="btn-danger">
        Delete collection
      </Link>
    </div>
  );
}

type Team = { id: string; name: string } | null;

function visibility(isPublic: boolean, team: Team, canEdit: boolean): string {
  if (isPublic) return "Public: anyone with the link below can see its listed prompts.";
  if (!team) return "Private: only you can see it.";
  return `Private: only the members of ${team.name} can see it.${canEdit ? "" : " Its owner and admins edit it."}`;
}

/** The collection's page; a team's members (not its owner and admins) see it without the edit controls. */
export default function CollectionPage() {
  const { collection, canEdit, team, items: saved, shareUrl } = useLoaderData<typeof loader>();
  const items = optimisticOrder(saved, useFetchers());
  useFetcherReplyToast(useFetcher<ToggleReply>({ key: REMOVE_FETCHER }));
  return (
    <div className="space-y-6">
      <p>
        <Link to={team ? `/home/teams/${team.id}` : "/home/collections"} className="text-sm text-brand-800 hover:underline">
          ← {team ? team.name : "Collections"}
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{collection.name}</h1>
        {canEdit ? <EditButtons isPublic={collection.isPublic} /> : null}
      </div>
      {team ? <p className="text-sm font-semibold text-brand-700">Team collection · {team.name}</p> : null}
      {!canEdit && collection.description ? <p className="text-gray-700">{collection.description}</p> : null}
      <p className="text-sm text-gray-600">{visibility(collection.isPublic, team, canEdit)}</p>
      {shareUrl ? <ShareLink url={shareUrl} label="Public link to this collection" /> : null}
      {items.length ? (
        <ol aria-label="Prompts in this collection" className="space-y-3">
          {items.map((item, i) => (
            <CollectionItemRow key={item.promptId} item={item} first={i === 0} last={i === items.length - 1} editable={canEdit} />
          ))}
        </ol>
      ) : (
        <p className="card text-center text-gray-700">{canEdit ? "No prompts yet. Use “Save to collection” on a prompt to add it here." : "No prompts yet."}</p>
      )}
      {canEdit ? (
        <div className="card space-y-6">
          <RenameForm key={collection.name} name={collection.name} />
          <DescriptionForm key={collection.description} description={collection.description} />
        </div>
      ) : null}
      <Outlet />
    </div>
  );
}
