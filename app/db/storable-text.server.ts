/**
 * PostgreSQL's text cannot hold U+0000 (it refuses the statement), and both drivers already turn a
 * lone surrogate into U+FFFD when they encode a string as UTF-8. A NUL gets the same treatment on
 * both engines, in the one place every statement passes: it can never be stored, never match a
 * stored value, and never make a statement fail (docs/decisions/0341).
 */
const NUL = "\u0000";

const storable = (value: unknown): unknown =>
  typeof value === "string" ? value.replaceAll(NUL, "\uFFFD") : Array.isArray(value) ? value.map(storable) : value;

const holdsNul = (value: unknown): boolean =>
  typeof value === "string" ? value.includes(NUL) : Array.isArray(value) && value.some(holdsNul);

/** A statement's parameters with every NUL in their text replaced by U+FFFD (the same array when none has one). */
export function storableParams<T extends unknown[]>(params: T): T {
  return params.some(holdsNul) ? (params.map(storable) as T) : params;
}
