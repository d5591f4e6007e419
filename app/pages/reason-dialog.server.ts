import { data } from "@remix-run/node";
import type { ReasonSchema } from "~/components/reason-dialog";
import { parseWithZod } from "~/utils/conform";
import { fieldError, rescue } from "./errors.server";
import { redirectWithToast } from "~/utils/session.server";

type ReasonAction = {
  schema: ReasonSchema;
  /** The domain change; an AppError it throws stays in the dialog. */
  change: (reason: string) => Promise<unknown>;
  /** The table the dialog sits on (its query string is kept) and the toast shown there. */
  backTo: string;
  done: string;
};

/** A ReasonDialog's action: the reason checked with the dialog's schema, the change made, back to the table. */
export async function reasonAction(request: Request, { schema, change, backTo, done }: ReasonAction) {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  return rescue(async () => {
    await change(submission.value.reason as string);
    return redirectWithToast(request, `${backTo}${new URL(request.url).search}`, { type: "success", message: done });
  }, fieldError(submission));
}
