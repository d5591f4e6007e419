import { useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

/** With JavaScript: copies `text` to the clipboard and says so; without it, nothing. */
export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");
  if (!hydrated) return null;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setStatus("Copied"),
      () => setStatus("Copy failed"),
    );
  return (
    <div className="flex items-center gap-2">
      <span role="status" className="text-sm text-gray-700">
        {status}
      </span>
      <button type="button" onClick={copy} className="btn-secondary">
        {label}
      </button>
    </div>
  );
}
