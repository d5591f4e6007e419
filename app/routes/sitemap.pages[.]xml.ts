import type { LoaderFunctionArgs } from "@remix-run/node";
import { staticSitemap } from "~/pages/sitemap.server";

export const loader = ({ request }: LoaderFunctionArgs) => staticSitemap(request);
