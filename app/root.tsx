import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { AppStyles } from "./components/app-styles";
import { FlashToast } from "./components/flash-toast";
import { useRootData, type RootData } from "./components/root-data";
import tailwindHref from "./tailwind.css?url";
import { countCartItems } from "./models/cart.server";
import { getUser } from "./pages/auth.server";
import { useNonce } from "./utils/nonce";
import { pageScripts } from "./utils/visitor-page";
import enhanceHref from "./visitor/enhance.js?url&no-inline";
import { readToast } from "./utils/session.server";

/** Runs before the body renders, so no-JavaScript fallbacks can be hidden without a flicker. */
const MARK_JS = `document.documentElement.classList.add("js")`;

/**
 * With the stylesheet inline nothing holds the first paint, and a browser could draw a page
 * whose HTML is still arriving, then move it (centred layouts jump). Chromium's `rel=expect`
 * holds the paint until the end of the content is parsed. React 18 does not know `blocking`.
 */
const CONTENT_END = "content-end";
const HOLD_PAINT = { rel: "expect", href: `#${CONTENT_END}`, blocking: "render" };

/**
 * On a visitor's page (linked stylesheet): an inline script waits for the stylesheets above it, so
 * the parser does too. Without it Chromium styles and lays out the whole page unstyled when parsing
 * ends before the stylesheet has arrived, then again with it (docs/decisions/0332).
 */
const STYLE_BARRIER_ID = "style-barrier";
const STYLE_BARRIER = "/* waits for the stylesheet */";

export const links: LinksFunction = () => [
  // A production build inlines the stylesheet (AppStyles); the dev server links it for hot reloads.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: tailwindHref }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "Promptory: buy and sell AI prompts" },
  {
    name: "description",
    content: "Promptory is the marketplace to buy and sell tested prompts for chat and image AI tools.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, { toast, setCookie }] = await Promise.all([getUser(request), readToast(request)]);
  return data<RootData>(
    // The year comes from the server so that the footer renders the same in the browser.
    {
      user: user ? { id: user.id, name: user.name, role: user.role } : null,
      cartCount: user?.role === "buyer" ? await countCartItems(user.id) : null,
      toast,
      year: new Date().getUTCFullYear(),
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRootData();
  // A visitor's public page is plain HTML, its no-JavaScript fallbacks shown (docs/decisions/0329).
  const scripts = pageScripts(useMatches(), root ? root.user !== null : undefined);
  const app = scripts === "app";
  return (
    <html lang="en" className="h-full" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {app ? <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: MARK_JS }} /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {import.meta.env.DEV ? null : app ? <AppStyles /> : <LinkedStyles nonce={nonce} />}
        <link {...HOLD_PAINT} />
      </head>
      <body className="min-h-full bg-gray-50 font-sans antialiased">
        {children}
        <div id={CONTENT_END} hidden />
        {app ? <ScrollRestoration nonce={nonce} /> : null}
        {app ? <Scripts nonce={nonce} /> : null}
        {/* async: it needs only the content above it, so it does not hold DOMContentLoaded for the stylesheet */}
        {scripts === "enhance" ? <script type="module" async src={enhanceHref} nonce={nonce} /> : null}
      </body>
    </html>
  );
}

function LinkedStyles({ nonce }: { nonce: string }) {
  return (
    <>
      <link rel="stylesheet" href={tailwindHref} />
      <script id={STYLE_BARRIER_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: STYLE_BARRIER }} />
    </>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  return (
    <>
      <FlashToast flash={toast} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-4xl font-bold">{notFound ? "404 Not Found" : "Something went wrong"}</h1>
      <p className="text-gray-700">
        {notFound
          ? "The page you are looking for does not exist or has moved."
          : "We could not complete that request. Please try again in a moment."}
      </p>
      <Link to="/" className="btn-primary">
        Back to Promptory
      </Link>
    </main>
  );
}
