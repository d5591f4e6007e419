declare module "on-headers" {
  import type { ServerResponse } from "node:http";
  /** Runs `listener` (with the response as `this`) just before the response writes its headers. */
  export default function onHeaders(response: ServerResponse, listener: (this: ServerResponse) => void): void;
}
