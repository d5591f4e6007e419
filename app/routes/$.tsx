import { data, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { PublicShell } from "~/components/public/public-shell";
import { VISITOR_PAGE } from "~/utils/visitor-page";

/** A visitor gets it without the app's JavaScript (docs/decisions/0329). */
export const handle = VISITOR_PAGE;

export const meta: MetaFunction = () => [{ title: "404 Not Found | Promptory" }, { name: "robots", content: "noindex" }];

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return (
    <PublicShell>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-4xl font-extrabold text-ink">404 Not Found</h1>
        <p className="text-gray-700">The page you are looking for does not exist or has moved.</p>
        <Link to="/" className="btn-primary">
          Back to Promptory
        </Link>
      </div>
    </PublicShell>
  );
}
