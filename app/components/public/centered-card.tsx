import type { ReactNode } from "react";

/** A single card in the middle of the screen, for outcome pages outside the public layout. */
export function CenteredCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="card w-full max-w-md text-center">
        <div className="mx-auto flex h-16 w-16 items-center justify-center">{icon}</div>
        <h1 className="mt-4 text-2xl font-extrabold text-ink">{title}</h1>
        <div className="mt-3 space-y-6 text-gray-700">{children}</div>
      </div>
    </main>
  );
}
