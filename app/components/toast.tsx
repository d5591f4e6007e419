import type * as HotToast from "react-hot-toast";
import { useEffect, useState } from "react";

type ToastModule = typeof HotToast;
type ToastApi = ToastModule["default"];

let loading: Promise<ToastModule> | undefined;
const onFirstLoad = new Set<() => void>();

/** react-hot-toast is fetched with the first toast, so pages that show none never download it. */
function loadToasts(): Promise<ToastModule> {
  if (!loading) {
    loading = import("react-hot-toast");
    onFirstLoad.forEach((mount) => mount());
  }
  return loading;
}

/**
 * Runs `show` with react-hot-toast's `toast` once it has loaded. Calls keep their order,
 * so a fixed `id` lets a caller dismiss or replace a toast it showed before.
 */
export function showToast(show: (toast: ToastApi) => void): void {
  void loadToasts().then((toasts) => show(toasts.default));
}

/**
 * Toasts sit just below the top bars (h-16, 64 px, on every page that has one), so they never
 * cover the top bar's search or menu, on a phone or a desktop.
 */
const CONTAINER_STYLE = { zIndex: 60, top: 72 } as const;

/** The toasts' container: mounts once the first toast asks for the library. */
export function ToastHost() {
  const [toasts, setToasts] = useState<ToastModule | null>(null);
  useEffect(() => {
    const mount = () => void loadToasts().then(setToasts);
    if (loading) mount();
    else onFirstLoad.add(mount);
    return () => void onFirstLoad.delete(mount);
  }, []);
  if (!toasts) return null;
  const { Toaster } = toasts;
  return <Toaster position="top-center" toastOptions={{ duration: 4000 }} containerStyle={CONTAINER_STYLE} />;
}
