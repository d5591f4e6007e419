import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapIndex } from "~/pages/sitemap.server";

export const loader = ({ request }: LoaderFunctionArgs) => sitemapIndex(request);
