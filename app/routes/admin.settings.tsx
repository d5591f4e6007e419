import { parseWithZod } from "~/utils/conform";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { z } from "zod";
import { ActionError } from "~/components/admin/action-error";
import { NameAddForm, NameRow, type NameList } from "~/components/admin/name-list";
import { FeeSettings } from "~/components/admin/fee-settings";
import { ReviewSwitches } from "~/components/admin/review-switches";
import { createCategory, listCategories, renameCategory } from "~/models/categories.server";
import { AppError } from "~/models/errors";
import { createModel, listModels, renameModel } from "~/models/models.server";
import { getSettings, setSetting, updateNumericSetting } from "~/models/settings.server";
import { CategoryNameSchema } from "~/schemas/category";
import { ModelNameSchema } from "~/schemas/model";
import { NUMERIC_SETTINGS, SettingEditSchema } from "~/schemas/settings";
import { requireRole } from "~/utils/auth.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Settings | Admin | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const edit = new URL(request.url).searchParams.get("edit");
  return {
    /** The number row open for editing (`?edit=`), so Edit works as a plain link. */
    editing: NUMERIC_SETTINGS.find((name) => name === edit) ?? null,
    settings: getSettings(),
    categories: listCategories().map(({ id, name }) => ({ id, name })),
    models: listModels().map(({ id, name }) => ({ id, name })),
  };
}

const CategoryId = z.string({ required_error: "Category not found" }).min(1, "Category not found");
const ModelId = z.string({ required_error: "Model not found" }).min(1, "Model not found");
const checkbox = z.literal("on").optional().transform((value) => value === "on");

const RowActionSchema = z.discriminatedUnion(
  "intent",
  [
    CategoryNameSchema.extend({ intent: z.literal("rename"), id: CategoryId }),
    ModelNameSchema.extend({ intent: z.literal("rename-model"), id: ModelId }),
    z.object({ intent: z.literal("switches"), reviewNewPrompts: checkbox, approveNewVendors: checkbox }),
  ],
  { errorMap: (issue, ctx) => ({ message: issue.code === "invalid_union_discriminator" ? "Unknown action" : ctx.defaultError }) },
);

type RowAction = z.infer<typeof RowActionSchema>;

/** Runs a rename or switches change and says what happened (delete is a dialog: admin.settings.{categories,models}.$id.delete). */
function perform(input: RowAction): string {
  switch (input.intent) {
    case "rename":
      renameCategory(input.id, input.name);
      return "Category renamed";
    case "rename-model":
      renameModel(input.id, input.name);
      return "Model renamed";
    case "switches":
      setSetting("reviewNewPrompts", input.reviewNewPrompts);
      setSetting("approveNewVendors", input.approveNewVendors);
      return "Settings saved";
  }
}

const done = (request: Request, message: string) =>
  redirectWithToast(request, "/admin/settings", { type: "success", message });

/** The add forms are Conform forms: their errors go back next to their field, under `key`. */
function addNamed<K extends string>(
  request: Request,
  formData: FormData,
  { key, schema, create, message }: { key: K; schema: typeof CategoryNameSchema; create: (name: string) => unknown; message: string },
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data({ [key]: submission.reply() } as Record<K, ReturnType<typeof submission.reply>>, { status: 400 });
  try {
    create(submission.value.name);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const reply = submission.reply({ fieldErrors: { name: [error.message] } });
    return data({ [key]: reply } as Record<K, typeof reply>, { status: error.status });
  }
  return done(request, message);
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
  try {
    updateNumericSetting(submission.value);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ setting: submission.reply({ fieldErrors: { value: [error.message] } }) }, { status: error.status });
  }
  return done(request, "Settings saved");
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const formData = await request.formData();
  if (formData.get("intent") === "create") {
    return addNamed(request, formData, { key: "create", schema: CategoryNameSchema, create: createCategory, message: "Category added" });
  }
  if (formData.get("intent") === "create-model") {
    return addNamed(request, formData, { key: "createModel", schema: ModelNameSchema, create: createModel, message: "Model added" });
  }
  if (formData.get("intent") === "setting") return saveSetting(request, formData);
  const parsed = RowActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Unknown action" }, { status: 400 });
  try {
    return done(request, perform(parsed.data));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ error: error.message }, { status: error.status });
  }
}

export default function AdminSettings() {
  const { editing, settings, categories, models } = useLoaderData<typeof loader>();
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
