import { data } from "@remix-run/node";
import { getPromptForViewer } from "~/models/prompt-access.server";
import { mayFillIn } from "~/models/prompt-variables.server";
import { fillTemplate, MAX_VALUE_LENGTH } from "~/models/template-variables";
import type { User } from "~/models/users.server";
import type { FillInReply } from "~/schemas/constraints/fill-in";
import { FillInSchema } from "~/schemas/fill-in";
import { parseWithZod } from "~/utils/conform";

const reply = (fillIn: FillInReply, status = 200) => data({ fillIn }, { status });

/**
 * The "Fill in" form posted without JavaScript: the page again, with the filled prompt under the
 * form and the values kept in their fields. Nothing is stored, so there is no redirect, and the
 * values never go into a URL (decision 0227).
 */
export async function fillInAction(user: User, promptId: string, formData: FormData) {
  const view = await getPromptForViewer(promptId, { id: user.id, role: user.role });
  if (!view) return reply({ values: {}, filled: null, error: "Prompt not found." }, 404);
  if (!mayFillIn(view) || view.content === null) {
    return reply({ values: {}, filled: null, error: "Only owners of this prompt can fill it in." }, 403);
  }
  const submission = parseWithZod(formData, { schema: FillInSchema });
  const typed = typedValues(view.prompt.variables, formData);
  if (submission.status !== "success") {
    return reply({ values: typed, filled: null, error: `Each value must be at most ${MAX_VALUE_LENGTH} characters.` }, 400);
  }
  return reply({ values: typed, filled: fillTemplate(view.content, submission.value.values), error: null });
}

/** The prompt's own variables' values (other fields are ignored), as typed. */
function typedValues(variables: string[], formData: FormData): Record<string, string> {
  return Object.fromEntries(
    variables.map((name) => {
      const value = formData.get(`values.${name}`);
      return [name, typeof value === "string" ? value.slice(0, MAX_VALUE_LENGTH) : ""];
    }),
  );
}
