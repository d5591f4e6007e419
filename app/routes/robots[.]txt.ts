import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "~/pages/sitemap.server";

export const loader = ({ request }: LoaderFunctionArgs) => robotsTxt(request);
