import type * as HotToast from "react-hot-toast";
import { useEffect, useState, useSyncExternalStore } from "react";

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
 * On a desktop toasts sit just below the top bars (h-16, 64 px, on every page that has one), so
 * they never cover the top bar's search or menu (decision 0122). On a phone the page's heading is
 * right there, under the bar, and a toast as wide as the screen covered it: there they sit at the
 * bottom, above the browser's own bar and the safe area (decision 0355).
 */
const BELOW_TOP_BAR = { zIndex: 60, top: 72 } as const;
const ABOVE_BOTTOM_EDGE = { zIndex: 60, bottom: "max(16px, env(safe-area-inset-bottom))" } as const;
/** Tailwind's `sm` breakpoint: below it the layouts are a phone's. */
const PHONE = "(max-width: 639.98px)";

function subscribeToPhone(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the viewport is a phone's; toasts only render in the browser, so the server's answer is never used. */
function useIsPhone(): boolean {
  return useSyncExternalStore(subscribeToPhone, () => window.matchMedia(PHONE).matches, () => false);
}

/** The toasts' container: mounts once the first toast asks for the library. */
export function ToastHost() {
  const [toasts, setToasts] = useState<ToastModule | null>(null);
  const phone = useIsPhone();
  useEffect(() => {
    const mount = () => void loadToasts().then(setToasts);
    if (loading) mount();
    else onFirstLoad.add(mount);
    return () => void onFirstLoad.delete(mount);
  }, []);
  if (!toasts) return null;
  const { Toaster } = toasts;
  return (
    <Toaster
      position={phone ? "bottom-center" : "top-center"}
      toastOptions={{ duration: 4000 }}
      containerStyle={phone ? ABOVE_BOTTOM_EDGE : BELOW_TOP_BAR}
    />
  );
}
