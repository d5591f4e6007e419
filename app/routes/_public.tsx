import { Outlet } from "@remix-run/react";
import { PublicShell } from "~/components/public/public-shell";

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
