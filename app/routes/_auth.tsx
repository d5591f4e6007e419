import { Link, Outlet, useMatches } from "@remix-run/react";

type AuthHandle = { slogan: string };

/** Split screen: brand panel with the page's slogan (its loader's `slogan`, else its handle's), form on the right. */
export default function AuthLayout() {
  const matches = useMatches();
  const page = matches.at(-1);
  const slogan = (page?.data as { slogan?: string | null } | undefined)?.slogan ?? (page?.handle as AuthHandle | undefined)?.slogan ?? "";
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-fuchsia-700 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <Link to="/" className="text-2xl font-bold tracking-tight">
          Promptory
        </Link>
        <p className="text-4xl font-bold leading-tight">{slogan}</p>
        <p className="text-sm text-brand-100">Tested prompts for chat, image and code models.</p>
      </aside>
      <main className="flex items-center justify-center px-4 py-12 sm:px-8">
        <div className="w-full max-w-md">
          <Link to="/" className="mb-8 block text-xl font-bold text-brand-700 lg:hidden">
            Promptory
          </Link>
          <p className="mb-2 text-sm font-semibold text-brand-700 lg:hidden">{slogan}</p>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
