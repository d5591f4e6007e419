import { createId } from "~/utils/id";

/** Every payment reference is this prefix and a random id, e.g. "PRM-3q2x…". */
const PREFIX = "PRM-";
/** Typed characters of the random part before a search reads references: a narrow index range. */
const MIN_RANDOM = 4;

export function newPaymentReference(): string {
  return `${PREFIX}${createId()}`;
}

/** Whether a search term is (the start of) a payment reference worth looking up. */
export function looksLikeReference(q: string): boolean {
  return q.startsWith(PREFIX) && q.length >= PREFIX.length + MIN_RANDOM;
}
