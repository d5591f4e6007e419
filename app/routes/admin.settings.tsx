import { parseWithZod } from "~/utils/conform";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { z } from "zod";
import { ActionError } from "~/components/admin/action-error";
import { AiState } from "~/components/admin/ai-state";
import { NameAddForm, NameRow, type NameList } from "~/components/admin/name-list";
import { FeeSettings } from "~/components/admin/fee-settings";
import { ReviewSwitches } from "~/components/admin/review-switches";
import { aiStateToday } from "~/models/ai/budget.server";
import { createCategory, listCategories, renameCategory } from "~/models/categories.server";
import { createModel, listModels, renameModel } from "~/models/models.server";
import { getSettings, setSetting, updateNumericSetting } from "~/models/settings.server";
import { CategoryNameSchema } from "~/schemas/category";
import { ModelNameSchema } from "~/schemas/model";
import { NUMERIC_SETTINGS, SettingEditSchema } from "~/schemas/settings";
import { requireRole } from "~/pages/auth.server";
import { conformReply, messageError, rescue, runIntent } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Settings | Admin | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const edit = new URL(request.url).searchParams.get("edit");
  return {
    /** The number row open for editing (`?edit=`), so Edit works as a plain link. */
    editing: NUMERIC_SETTINGS.find((name) => name === edit) ?? null,
    settings: await getSettings(),
    categories: (await listCategories()).map(({ id, name }) => ({ id, name })),
    models: (await listModels()).map(({ id, name }) => ({ id, name })),
    ai: await aiStateToday(),
  };
}

const CategoryId = z.string({ required_error: "Category not found" }).min(1, "Category not found");
const ModelId = z.string({ required_error: "Model not found" }).min(1, "Model not found");
const checkbox = z.literal("on").optional().transform((value) => value === "on");

const RenameCategorySchema = CategoryNameSchema.extend({ id: CategoryId });
const RenameModelSchema = ModelNameSchema.extend({ id: ModelId });
const SwitchesSchema = z.object({ reviewNewPrompts: checkbox, approveNewVendors: checkbox });

const done = (request: Request, message: string) =>
  redirectWithToast(request, "/admin/settings", { type: "success", message });

/** A row's inline form (rename, switches): a refusal is `{ error }` over the page. */
function rowChange<S extends z.ZodTypeAny>(request: Request, formData: FormData, schema: S, change: (input: z.output<S>) => Promise<string>) {
  const parsed = schema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Invalid form" }, { status: 400 });
  return rescue(async () => done(request, await change(parsed.data)), messageError);
}

/** The add forms are Conform forms: their errors go back next to their field, under `key`. */
function addNamed<K extends string>(
  request: Request,
  formData: FormData,
  { key, schema, create, message }: { key: K; schema: typeof CategoryNameSchema; create: (name: string) => Promise<unknown>; message: string },
) {
  const submission = parseWithZod(formData, { schema });
  const keyed = (reply: ReturnType<typeof submission.reply>) => ({ [key]: reply }) as Record<K, typeof reply>;
  if (submission.status !== "success") return data(keyed(submission.reply()), { status: 400 });
  return rescue(
    async () => {
      await create(submission.value.name);
      return done(request, message);
    },
    (error) => data(keyed(conformReply(submission, error, { field: "name" })), { status: error.status }),
  );
}

const CATEGORY_LIST: NameList = {
  noun: "category",
  createIntent: "create",
  addLabel: "Add",
  renameIntent: "rename",
  deleteBase: "/admin/settings/categories",
  schema: CategoryNameSchema,
};
const MODEL_LIST: NameList = {
  noun: "model",
  createIntent: "create-model",
  // Not "Add model": clients of the older contract find the category's "Add" by substring (decision 0245).
  addLabel: "Create model",
  renameIntent: "rename-model",
  deleteBase: "/admin/settings/models",
  schema: ModelNameSchema,
};

/** One fee or withdrawal limit; a refusal goes back next to the field of the row still open. */
function saveSetting(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: SettingEditSchema });
  if (submission.status !== "success") return data({ setting: submission.reply() }, { status: 400 });
  return rescue(
    async () => {
      await updateNumericSetting(submission.value);
      return done(request, "Settings saved");
    },
    (error) => data({ setting: conformReply(submission, error, { field: "value" }) }, { status: error.status }),
  );
}

/** One function per form on the page (Epic Stack `settings+/profile.index.tsx`); delete is a dialog route. */
export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  return runIntent(await request.formData(), {
    create: (formData) => addNamed(request, formData, { key: "create", schema: CategoryNameSchema, create: createCategory, message: "Category added" }),
    "create-model": (formData) =>
      addNamed(request, formData, { key: "createModel", schema: ModelNameSchema, create: createModel, message: "Model added" }),
    setting: (formData) => saveSetting(request, formData),
    rename: (formData) =>
      rowChange(request, formData, RenameCategorySchema, async ({ id, name }) => {
        await renameCategory(id, name);
        return "Category renamed";
      }),
    "rename-model": (formData) =>
      rowChange(request, formData, RenameModelSchema, async ({ id, name }) => {
        await renameModel(id, name);
        return "Model renamed";
      }),
    switches: (formData) =>
      rowChange(request, formData, SwitchesSchema, async ({ reviewNewPrompts, approveNewVendors }) => {
        await setSetting("reviewNewPrompts", reviewNewPrompts);
        await setSetting("approveNewVendors", approveNewVendors);
        return "Settings saved";
      }),
  });
}

export default function AdminSettings() {
  const { editing, settings, categories, models, ai } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Settings</h1>
      <ActionError result={result && "error" in result ? result : undefined} />
      <Section id="fees" title="Fees and withdrawals">
        <FeeSettings values={settings} editing={editing} lastResult={result && "setting" in result ? result.setting : undefined} />
      </Section>
      <Section id="moderation" title="Moderation">
        <ReviewSwitches values={settings} />
      </Section>
      <Section id="categories" title="Categories">
        {/* A changed list means the add went through: a fresh form starts empty. */}
        <NameAddForm list={CATEGORY_LIST} key={categories.length} lastResult={result && "create" in result ? result.create : undefined} />
        {categories.length === 0 ? (
          <p className="mt-4 text-gray-700">No categories available</p>
        ) : (
          <ul className="mt-4 divide-y divide-gray-100">
            {categories.map((category) => (
              <NameRow key={category.id} list={CATEGORY_LIST} item={category} />
            ))}
          </ul>
        )}
      </Section>
      <Section id="models" title="Models">
        <p className="text-sm text-gray-700">The AI tools vendors choose from on the prompt form; a new prompt starts on the first.</p>
        <NameAddForm list={MODEL_LIST} key={models.length} lastResult={result && "createModel" in result ? result.createModel : undefined} />
        <ul className="mt-4 divide-y divide-gray-100">
          {models.map((model) => (
            <NameRow key={model.id} list={MODEL_LIST} item={model} />
          ))}
        </ul>
      </Section>
      <Section id="ai" title="AI">
        <AiState state={ai} />
      </Section>
      <Outlet />
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="card space-y-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
