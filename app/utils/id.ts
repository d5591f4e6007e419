import { randomBytes } from "node:crypto";

/** A random, URL-safe id (128 bits) for anything users can see. */
export function createId(): string {
  return randomBytes(16).toString("base64url");
}
