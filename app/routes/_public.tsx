import { Outlet } from "@remix-run/react";
import { PublicShell } from "~/components/public/public-shell";
import { PublicErrorBoundary } from "~/components/public/public-error-boundary";

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}

/** A page's thrown 404 or 500 (an unknown prompt), in the public frame. */
export const ErrorBoundary = PublicErrorBoundary;
