import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { AppError } from "~/models/errors";

type ReplyOptions = { hideFields?: string[] };

/** Turns a domain AppError into a Conform reply (on its field when it names one); rethrows others. */
export function replyWithAppError<T>(submission: Submission<T>, error: unknown, options: ReplyOptions = {}) {
  if (!(error instanceof AppError)) throw error;
  const reply = error.field
    ? submission.reply({ ...options, fieldErrors: { [error.field]: [error.message] } })
    : submission.reply({ ...options, formErrors: [error.message] });
  return data(reply, { status: error.status });
}

export function replyInvalid<T>(submission: Submission<T>, options: ReplyOptions = {}) {
  return data(submission.reply(options), { status: 400 });
}
