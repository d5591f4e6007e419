import type { LoaderFunctionArgs } from "@remix-run/node";
import { childSitemap } from "~/pages/sitemap.server";

/** /sitemap/prompts/{n}.xml and /sitemap/stores/{n}.xml */
export const loader = ({ request, params }: LoaderFunctionArgs) => childSitemap(request, params.kind, params.page);
