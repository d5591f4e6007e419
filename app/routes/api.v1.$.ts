import type { LoaderFunctionArgs } from "@remix-run/node";
import { handleApiRequest } from "~/api/routes.server";

/** The JSON API (CONTRACT section 6): every method and path goes to one dispatcher. */
const toApi = ({ request, params }: Pick<LoaderFunctionArgs, "request" | "params">) =>
  handleApiRequest(request, params["*"] ?? "");

export const loader = toApi;
export const action = toApi;
