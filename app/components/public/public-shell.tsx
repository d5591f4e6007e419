import type { ReactNode } from "react";
import { useRootData } from "../root-data";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, the page, footer: the frame of every public page. */
export function PublicShell({ children }: { children: ReactNode }) {
  const root = useRootData();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SiteHeader user={root?.user ?? null} cartCount={root?.cartCount ?? null} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter year={root?.year} />
    </div>
  );
}
