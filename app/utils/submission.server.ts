import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";

type ReplyOptions = { hideFields?: string[] };

/** A form that did not pass its schema: Conform's reply, 400. (A refusal from the domain: `fieldError` in errors.server.ts.) */
export function replyInvalid<T>(submission: Submission<T>, options: ReplyOptions = {}) {
  return data(submission.reply(options), { status: 400 });
}
